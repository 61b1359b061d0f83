"""Serves Debian's OpenStack Glance API on 127.0.0.1 for the image sharing interop tests.

Usage: /usr/bin/python3 glance_runner.py STATE_DIR

STATE_DIR holds glance-api.conf and glance-api-paste.ini (written by scripts/peers/glance.ts,
which also created the database). Glance reads them from OS_GLANCE_CONFIG_DIR, the way its
own WSGI entry point does. The runner binds a free loopback port and prints "GLANCE_READY
<port>" once it accepts connections, and serves one request at a time (SQLite refuses
concurrent writes). It serves until SIGTERM or SIGINT, or until its standard input closes: the
parent holds that pipe, so when the parent dies for any reason, Glance goes with it.
"""
import os
import sys
import threading

# peer_runner.py lies beside this file; Python puts this directory first on sys.path, but not
# under -P or PYTHONSAFEPATH, so put it there whatever the interpreter's flags.
sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import peer_runner  # noqa: E402

state_dir = peer_runner.take_state_dir()
os.environ["OS_GLANCE_CONFIG_DIR"] = state_dir

from glance.common import wsgi_app  # noqa: E402

application = wsgi_app.init_app()
one_at_a_time = threading.Lock()


def serialized(environ, start_response):
    # The whole answer is made under the lock: the body iterable may still touch the database.
    with one_at_a_time:
        return list(application(environ, start_response))


peer_runner.serve(serialized, "GLANCE_READY")

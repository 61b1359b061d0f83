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
import shutil
import signal
import sys
import threading

# oslo.config parses sys.argv when the app loads: it must not see our arguments.
state_dir = os.path.abspath(sys.argv[1])
sys.argv = sys.argv[:1]
os.environ["OS_GLANCE_CONFIG_DIR"] = state_dir


def exit_when_parent_goes():
    sys.stdin.read()
    # The parent is gone and cannot clean up: remove the state, then leave at once.
    shutil.rmtree(state_dir, ignore_errors=True)
    os._exit(0)


threading.Thread(target=exit_when_parent_goes, daemon=True).start()

from glance.common import wsgi_app  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

application = wsgi_app.init_app()
one_at_a_time = threading.Lock()


def serialized(environ, start_response):
    # The whole answer is made under the lock: the body iterable may still touch the database.
    with one_at_a_time:
        return list(application(environ, start_response))


# Port 0: the kernel picks a free port, so two runs never collide and no port is guessed.
server = make_server("127.0.0.1", 0, serialized, threaded=True)


def stop(_signum, _frame):
    # serve_forever() runs in this thread, so shutdown() would wait for itself: leave instead.
    raise SystemExit(0)


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
print("GLANCE_READY %d" % server.port, flush=True)
try:
    server.serve_forever()
finally:
    server.server_close()

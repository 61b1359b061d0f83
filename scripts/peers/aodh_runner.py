"""Serves Debian's OpenStack Aodh API on 127.0.0.1 for the telemetry interop tests.

Usage: /usr/bin/python3 aodh_runner.py STATE_DIR

Writes STATE_DIR/aodh.conf (SQLite database in STATE_DIR, no message bus, no Keystone: the
noauth pipeline takes the caller's identity from X-User-Id, X-Project-Id and X-Roles),
creates the schema, binds a free loopback port and prints "AODH_READY <port>" once it
accepts connections. It serves until SIGTERM or SIGINT, or until its standard input closes:
the parent holds that pipe, so when the parent dies for any reason, Aodh goes with it.
"""
import os
import shutil
import signal
import sys
import threading

# oslo.config parses sys.argv when the app loads: it must not see our arguments.
state_dir = os.path.abspath(sys.argv[1])
sys.argv = sys.argv[:1]


def exit_when_parent_goes():
    sys.stdin.read()
    # The parent is gone and cannot clean up: remove the state, then leave at once.
    shutil.rmtree(state_dir, ignore_errors=True)
    os._exit(0)


threading.Thread(target=exit_when_parent_goes, daemon=True).start()

conf_path = os.path.join(state_dir, "aodh.conf")
with open(conf_path, "w") as conf_file:
    conf_file.write(
        "[DEFAULT]\n"
        "transport_url = fake://\n"
        "log_file = " + os.path.join(state_dir, "aodh.log") + "\n"
        "[api]\n"
        "auth_mode =\n"
        "[database]\n"
        "connection = sqlite:///" + os.path.join(state_dir, "aodh.db") + "\n"
    )

from aodh import service, storage  # noqa: E402
from aodh.api import app as aodh_app  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

conf = service.prepare_service(argv=[], config_files=[conf_path])
# What aodh-dbsync does (aodh.cmd.storage.dbsync): create the schema in the new database.
storage.get_connection_from_config(conf).upgrade()
application = aodh_app.load_app(conf)

# Port 0: the kernel picks a free port, so two runs never collide and no port is guessed.
server = make_server("127.0.0.1", 0, application, threaded=True)


def stop(_signum, _frame):
    # serve_forever() runs in this thread, so shutdown() would wait for itself: leave instead.
    raise SystemExit(0)


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
print("AODH_READY %d" % server.port, flush=True)
try:
    server.serve_forever()
finally:
    server.server_close()

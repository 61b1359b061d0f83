"""Serves Debian's OpenStack Aodh API on 127.0.0.1 for the telemetry interop tests.

Usage: /usr/bin/python3 aodh_runner.py STATE_DIR

Writes STATE_DIR/aodh.conf (SQLite database in STATE_DIR, no message bus, no Keystone: the
noauth pipeline takes the caller's identity from X-User-Id, X-Project-Id and X-Roles),
creates the schema, binds a free loopback port and prints "AODH_READY <port>" once it
accepts connections. It serves until SIGTERM or SIGINT, or until its standard input closes:
the parent holds that pipe, so when the parent dies for any reason, Aodh goes with it.
"""
import os
import sys

# peer_runner.py lies beside this file; Python puts this directory first on sys.path, but not
# under -P or PYTHONSAFEPATH, so put it there whatever the interpreter's flags.
sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import peer_runner  # noqa: E402

state_dir = peer_runner.take_state_dir()

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

conf = service.prepare_service(argv=[], config_files=[conf_path])
# What aodh-dbsync does (aodh.cmd.storage.dbsync): create the schema in the new database.
storage.get_connection_from_config(conf).upgrade()
application = aodh_app.load_app(conf)

peer_runner.serve(application, "AODH_READY")

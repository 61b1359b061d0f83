"""Sets up a fresh Keystone's state for scripts/peers/keystone.ts: keys, database, admin.

Usage: /usr/bin/python3 keystone_setup.py <keystone.conf> <user> <group> <region> <endpoint>
with the admin's password in OS_BOOTSTRAP_PASSWORD (not on the command line, where any local
process could read it).

The four keystone-manage steps (fernet_setup, credential_setup, db_sync, bootstrap) run in this
one process: each keystone-manage process spends about 2.8 CPU-s importing Keystone before it
does anything, which was two thirds of a peer's start. Then the database is put in WAL mode
(without it, writes right after a token issue hang and fail with "database is locked").
"""
import os
import sqlite3
import sys

from keystone.cmd import cli
from keystone.conf import CONF


def main():
    conf, user, group, region, endpoint = sys.argv[1:6]
    owner = ["--keystone-user", user, "--keystone-group", group]
    steps = [
        ["fernet_setup", *owner],
        ["credential_setup", *owner],
        ["db_sync"],
        ["bootstrap", "--bootstrap-region-id", region, "--bootstrap-admin-url", endpoint,
         "--bootstrap-public-url", endpoint, "--bootstrap-internal-url", endpoint],
    ]
    for step in steps:
        # oslo.config parses once per process unless cleared; each step is a keystone-manage run.
        CONF.clear()
        cli.main(argv=["keystone-manage", "--config-file", conf, *step])
    database = os.path.join(os.path.dirname(os.path.abspath(conf)), "keystone.db")
    connection = sqlite3.connect(database)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.close()


if __name__ == "__main__":
    main()

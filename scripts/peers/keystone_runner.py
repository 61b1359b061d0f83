"""Serves a real Keystone on 127.0.0.1 for the interop tests (started by scripts/peers/keystone.ts).

Usage: /usr/bin/python3 keystone_runner.py <keystone.conf> <port> <parent-pid>

Debian's interpreter is required: another python3 cannot import Debian's keystone package.
The runner exits on its own when the Node process that started it goes away, so a crashed
test run never leaves a Keystone behind; it then removes the folder of <keystone.conf>, the
state directory keystone.ts made for it (database, keys, logs), which a SIGKILLed parent
cannot remove itself.
"""
import os
import shutil
import sys
import threading
import time


def exit_when_orphaned(parent_pid, state_dir):
    # getppid() changes (to 1 or a subreaper) once the parent is gone.
    while True:
        if os.getppid() != parent_pid:
            shutil.rmtree(state_dir, ignore_errors=True)
            os._exit(0)
        time.sleep(0.5)


def main():
    conf, port, parent_pid = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    # oslo.config parses sys.argv: leave it nothing of ours to choke on.
    sys.argv = sys.argv[:1]
    os.environ["OS_KEYSTONE_CONFIG_FILES"] = conf
    state_dir = os.path.dirname(os.path.abspath(conf))
    threading.Thread(target=exit_when_orphaned, args=(parent_pid, state_dir), daemon=True).start()

    from keystone.server import wsgi
    from werkzeug.serving import run_simple

    app = wsgi.initialize_public_application()
    print("keystone-runner: serving on 127.0.0.1:%d" % port, flush=True)
    # One request at a time. Keystone keeps its data in SQLite here, and two requests writing at
    # once can fail with "database is locked" whatever the busy timeout (a transaction that read
    # before another wrote cannot write in WAL mode): Keystone then answers 500. The interop test
    # files send side by side; queued, each request sees a quiet database, as on a real server.
    # (Not threaded, werkzeug answers HTTP/1.0 and closes each connection, so an idle client
    # cannot hold the server.)
    run_simple("127.0.0.1", port, app, threaded=False, use_reloader=False)


if __name__ == "__main__":
    main()

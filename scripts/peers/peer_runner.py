"""What the runners of the OpenStack peers share (aodh_runner.py, barbican_runner.py,
glance_runner.py, started by scripts/peers/python-service.ts as `/usr/bin/python3 RUNNER
STATE_DIR`): taking the state directory off the command line, leaving with the parent, and
serving a WSGI app on a free loopback port until told to stop.

The runners import it from beside themselves (Python puts a script's own directory first on
sys.path; each runner also puts it there itself, so -P or PYTHONSAFEPATH cannot take it away).
"""
import os
import shutil
import signal
import sys
import threading


def take_state_dir():
    """Returns STATE_DIR, the runner's one argument, as an absolute path, and watches stdin.

    oslo.config parses sys.argv when an app loads, so it must not see our argument: sys.argv
    keeps only the script. The parent holds the runner's stdin pipe; once it closes (the parent
    died, for any reason), the runner removes STATE_DIR and leaves at once, so no peer outlives
    its test run.
    """
    state_dir = os.path.abspath(sys.argv[1])
    sys.argv = sys.argv[:1]
    threading.Thread(target=_exit_when_parent_goes, args=(state_dir,), daemon=True).start()
    return state_dir


def _exit_when_parent_goes(state_dir):
    sys.stdin.read()
    # The parent is gone and cannot clean up: remove the state, then leave at once.
    shutil.rmtree(state_dir, ignore_errors=True)
    os._exit(0)


def serve(application, ready_marker):
    """Serves `application` on 127.0.0.1 until SIGTERM or SIGINT.

    Prints "<ready_marker> <port>" once it accepts connections (python-service.ts waits for it).
    """
    # Imported only here: importing this module loads nothing before the runner has written its
    # configuration.
    from werkzeug.serving import make_server

    # Port 0: the kernel picks a free port, so two runs never collide and no port is guessed.
    server = make_server("127.0.0.1", 0, application, threaded=True)

    def stop(_signum, _frame):
        # serve_forever() runs in this thread, so shutdown() would wait for itself: leave instead.
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print("%s %d" % (ready_marker, server.port), flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()

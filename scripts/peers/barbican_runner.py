"""Serves Debian's OpenStack Barbican API on 127.0.0.1 for the key manager interop tests.

Usage: /usr/bin/python3 barbican_runner.py STATE_DIR

Writes STATE_DIR/barbican.conf (SQLite database in STATE_DIR, tables created at start, no
message bus, the simple_crypto store with a key-encryption key made for this run and kept in
STATE_DIR/kek beside the database, no Keystone: the caller's project comes from X-Project-Id),
binds a free loopback port and prints "BARBICAN_READY <port>" once it accepts connections. It
serves until SIGTERM or SIGINT, or until its standard input closes: the parent holds that pipe,
so when the parent dies for any reason, Barbican goes with it.

Two things sit in front of Barbican's own WSGI app:

- The tenant in the path. The platform's key manager paths carry the project:
  /v1/{tenant_id}/secrets, /v1/{tenant_id}/containers. OpenStack Barbican has no such segment
  (/v1/secrets, the project comes from the token), so this shim takes the segment out of the
  path, uses it as X-Project-Id when none is sent, takes it out of the secret references of a
  request body, and writes it back into Location and into every reference and next/previous
  link of the response, so the wire looks like the platform's.
- One request at a time. SQLite under a threaded server refuses concurrent writes ("database
  is locked", even with WAL), so requests are served in turn behind a lock.
"""
import base64
import io
import os
import re
import sys
import threading
import urllib.parse

# peer_runner.py lies beside this file; Python puts this directory first on sys.path, but not
# under -P or PYTHONSAFEPATH, so put it there whatever the interpreter's flags.
sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import peer_runner  # noqa: E402

state_dir = peer_runner.take_state_dir()

# The key-encryption key lives as long as the database: a new key on an old database would
# make every payload read fail. Barbican's default key is a public constant, so make one.
kek_path = os.path.join(state_dir, "kek")
if not os.path.exists(kek_path):
    with open(kek_path, "w") as kek_file:
        kek_file.write(base64.b64encode(os.urandom(32)).decode("ascii"))
with open(kek_path) as kek_file:
    kek = kek_file.read().strip()

conf_path = os.path.join(state_dir, "barbican.conf")
with open(conf_path, "w") as conf_file:
    conf_file.write(
        "[DEFAULT]\n"
        "sql_connection = sqlite:///" + os.path.join(state_dir, "barbican.db") + "\n"
        "db_auto_create = true\n"
        # Empty: references are built from the request's Host, i.e. the URL the client used.
        "host_href =\n"
        "transport_url = fake://\n"
        "log_file = " + os.path.join(state_dir, "barbican.log") + "\n"
        "[queue]\n"
        "enable = false\n"
        "[keystone_notifications]\n"
        "enable = false\n"
        "[secretstore]\n"
        "enabled_secretstore_plugins = store_crypto\n"
        "[crypto]\n"
        "enabled_crypto_plugins = simple_crypto\n"
        "[simple_crypto_plugin]\n"
        "kek = " + kek + "\n"
        "[oslo_policy]\n"
        "enforce_new_defaults = false\n"
    )

# Barbican reads its configuration at import time, in many modules, from oslo.config's default
# locations (no --config-file reaches them): point that lookup at our file before any import.
from oslo_config import cfg  # noqa: E402

cfg.find_config_files = lambda *args, **kwargs: [conf_path]
cfg.find_config_dirs = lambda *args, **kwargs: []

from barbican.api import app as barbican_app  # noqa: E402
from barbican.api.middleware.context import UnauthenticatedContextMiddleware  # noqa: E402
from barbican.api.middleware.microversion import MicroversionMiddleware  # noqa: E402
from paste.urlmap import URLMap  # noqa: E402

api = UnauthenticatedContextMiddleware(MicroversionMiddleware(barbican_app.create_main_app({})))
barbican = URLMap()
barbican["/v1"] = api
barbican["/"] = barbican_app.create_version_app({})

# /v1/{tenant}/secrets..., /v1/{tenant}/containers..., /v1/{tenant}/orders... PATH_INFO is
# percent-decoded, so a path sent with %0A holds a line feed: DOTALL lets `.` take it, and
# fullmatch (not `$`, which also matches before a final line feed) makes the whole path match.
TENANT_PATH = re.compile(r"/v1/([^/]+)/((?:secrets|containers|orders)(?:/.*)?)", re.DOTALL)
RESOURCE_REF = re.compile(r"(/v1)/(secrets|containers|orders)\b")


SEGMENT_SAFE = "-._~!$&'()*+,;=:@"


def url_segment(environ, tenant):
    """The tenant as one percent-encoded path segment, as the client wrote it in its URL.

    The segment is taken from the request line as sent (werkzeug's RAW_URI), so references
    name the tenant exactly as the client does; a tenant the raw line does not hold is quoted
    from PATH_INFO, WSGI's latin-1 reading of the decoded bytes. Either way it is quoted once
    more, `%` kept: nothing of the tenant (a quote, a backslash, a line feed) reaches a header
    or a JSON string unescaped.
    """
    raw_path = environ.get("RAW_URI", "").split("?", 1)[0]
    parts = raw_path.split("/")
    if len(parts) > 2 and urllib.parse.unquote_to_bytes(parts[2]) == tenant.encode("latin-1"):
        return urllib.parse.quote(parts[2], safe="%" + SEGMENT_SAFE)
    return urllib.parse.quote(tenant.encode("latin-1"), safe=SEGMENT_SAFE)


def tenant_in_path(app):
    def serve(environ, start_response):
        match = TENANT_PATH.fullmatch(environ.get("PATH_INFO", ""))
        if match is None:
            return app(environ, start_response)
        tenant, rest = match.group(1), match.group(2)
        segment = url_segment(environ, tenant)
        environ["PATH_INFO"] = "/v1/" + rest
        environ.setdefault("HTTP_X_PROJECT_ID", tenant)
        strip_tenant_from_body(environ, segment)

        def with_tenant(text):
            # The segment is percent-encoded, so it is safe as it is in a header and in JSON text.
            return RESOURCE_REF.sub(lambda m: m.group(1) + "/" + segment + "/" + m.group(2), text)

        captured = {}

        def capture(status, headers, exc_info=None):
            captured["status"] = status
            captured["headers"] = [
                (name, with_tenant(value) if name.lower() == "location" else value) for name, value in headers
            ]
            return lambda data: None

        body = b"".join(app(environ, capture))
        headers = captured["headers"]
        content_type = next((v for n, v in headers if n.lower() == "content-type"), "")
        if content_type.startswith("application/json") and body:
            body = with_tenant(body.decode("utf-8")).encode("utf-8")
            headers = [(n, str(len(body)) if n.lower() == "content-length" else v) for n, v in headers]
        start_response(captured["status"], headers)
        return [body]

    return serve


def strip_tenant_from_body(environ, segment):
    """Secret references sent in a container name the tenant; Barbican's own do not.

    A reference names the tenant as a URL does: the percent-encoded segment, which JSON text
    holds as it is (no character of it needs escaping).
    """
    length = int(environ.get("CONTENT_LENGTH") or 0)
    if length == 0:
        return
    raw = environ["wsgi.input"].read(length)
    if environ.get("CONTENT_TYPE", "").startswith("application/json"):
        raw = raw.replace(("/v1/" + segment + "/secrets/").encode("ascii"), b"/v1/secrets/")
    environ["wsgi.input"] = io.BytesIO(raw)
    environ["CONTENT_LENGTH"] = str(len(raw))


one_at_a_time = threading.Lock()


def serialized(app):
    def serve(environ, start_response):
        with one_at_a_time:
            # Read the whole answer inside the lock: the app works while its body is iterated.
            return [b"".join(app(environ, start_response))]

    return serve


application = serialized(tenant_in_path(barbican))

peer_runner.serve(application, "BARBICAN_READY")

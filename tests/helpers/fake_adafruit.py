"""A stand-in for Adafruit's mpy-cross server, served on 127.0.0.1 (desktop only, for tests and demonstrations).

It is an HTTP proxy that answers `CONNECT adafruit-circuit-python.s3.amazonaws.com:443` itself: it speaks TLS with a
certificate for that name, signed by a throwaway certificate authority made with the `openssl` command, and serves
the files it was given by path. A client reaches it through the standard settings, so the code under test runs
unchanged (the official HTTPS address, urllib's own certificate check):

    https_proxy=http://127.0.0.1:PORT  SSL_CERT_FILE=<folder>/ca.pem

As a command, it serves files until stopped and prints those two settings:

    python -m tests.helpers.fake_adafruit FOLDER /bin/mpy-cross/linux-amd64/mpy-cross-linux-amd64-10.2.1.static=FILE
"""
import os
import shutil
import socket
import socketserver
import ssl
import subprocess
import sys
import threading

HOST = "adafruit-circuit-python.s3.amazonaws.com"


def have_openssl():
    return shutil.which("openssl") is not None


def make_certificates(folder, host=HOST):
    """(ca.pem, host.pem, host.key) in folder: a CA and a server certificate for `host` it signed."""
    os.makedirs(folder, exist_ok=True)
    ca_key, ca, key, csr, cert, ext = (os.path.join(folder, n) for n in (
        "ca.key", "ca.pem", "host.key", "host.csr", "host.pem", "host.ext"))
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]

    def run(*args):
        subprocess.run(["openssl"] + list(args), check=True, capture_output=True)

    run("req", "-x509", *ec, "-keyout", ca_key, "-out", ca, "-days", "3650", "-subj", "/CN=Pocket Tabletop test CA",
        "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    run("req", *ec, "-keyout", key, "-out", csr, "-subj", "/CN=" + host)
    with open(ext, "w") as f:
        f.write("subjectAltName=DNS:%s\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n"
                "extendedKeyUsage=serverAuth\nauthorityKeyIdentifier=keyid\nsubjectKeyIdentifier=hash\n" % host)
    run("x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial", "-out", cert, "-days", "3650",
        "-extfile", ext)
    return ca, cert, key


def _read_head(f):
    """The request line and headers up to the blank line (bytes lines), or [] at end of stream."""
    lines = []
    while True:
        line = f.readline(65537)
        if not line:
            return []
        if line in (b"\r\n", b"\n"):
            return lines
        lines.append(line)


class FakeAdafruit:
    """Serves `files` {path: bytes} as https://HOST/<path> through a CONNECT proxy on 127.0.0.1. requests lists the
    paths asked for; redirects {path: location} answers 302."""

    def __init__(self, folder, files, host=HOST):
        self.files = dict(files)
        self.redirects = {}
        self.requests = []
        self.host = host
        self.ca, cert, key = make_certificates(folder, host)
        self.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.tls.load_cert_chain(cert, key)
        fake = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self):
                head = _read_head(self.rfile)
                if not head:
                    return
                method, target = head[0].split()[:2]
                if method != b"CONNECT" or target.decode() != "%s:443" % fake.host:
                    self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
                    return
                self.wfile.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
                self.wfile.flush()
                try:
                    tls = fake.tls.wrap_socket(self.connection, server_side=True)
                except (ssl.SSLError, OSError):
                    return  # the client did not trust the certificate
                with tls, tls.makefile("rb") as rf:
                    head = _read_head(rf)
                    if not head:
                        return
                    path = head[0].split()[1].decode()
                    fake.requests.append(path)
                    if path in fake.redirects:
                        tls.sendall(("HTTP/1.1 302 Found\r\nLocation: %s\r\nContent-Length: 0\r\nConnection: close"
                                     "\r\n\r\n" % fake.redirects[path]).encode())
                    elif path in fake.files:
                        body = fake.files[path]
                        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: "
                                    b"%d\r\nConnection: close\r\n\r\n" % len(body) + body)
                    else:
                        tls.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

        class Server(socketserver.ThreadingTCPServer):
            daemon_threads = True
            allow_reuse_address = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def env(self):
        """The settings that send a client's HTTPS through this stand-in and trust its certificate."""
        proxy = "http://127.0.0.1:%d" % self.port
        return {"https_proxy": proxy, "HTTPS_PROXY": proxy, "SSL_CERT_FILE": self.ca}

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
        return False


def closed_port():
    """A port on 127.0.0.1 that nothing listens on (a proxy there is like being offline)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    files = {}
    for arg in argv[1:]:
        path, _, src = arg.partition("=")
        with open(src, "rb") as f:
            files[path] = f.read()
    with FakeAdafruit(argv[0], files) as fake:
        for k, v in sorted(fake.env().items()):
            print("export %s=%s" % (k, v))
        sys.stdout.flush()
        try:
            fake.thread.join()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

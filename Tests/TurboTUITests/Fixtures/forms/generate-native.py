#!/usr/bin/env python3
"""Regenerates native/*.expected.json: headless Chromium (Debian's `chromium`)
loads each native/*.html from a small server on 127.0.0.1; the page's script
chooses a file, edits the textarea and submits the form with its image button,
as a browser does without Turbo (data-turbo="false"). The server records the
method, target, Content-Type and body that arrived (a multipart boundary is
replaced by BOUNDARY)."""
import http.server, json, pathlib, subprocess, threading

here = pathlib.Path(__file__).resolve().parent / "native"
received = {}

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, body, content_type="text/html; charset=utf-8"):
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def record(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        content_type = self.headers.get("Content-Type") or ""
        if "boundary=" in content_type:
            boundary = content_type.split("boundary=")[1]
            body = body.replace(boundary.encode(), b"BOUNDARY")
            content_type = content_type.replace(boundary, "BOUNDARY")
        received["last"] = {"method": self.command, "target": self.path, "contentType": content_type,
                            "body": body.decode("utf-8")}
        self.answer("<p>received</p>")

    def do_GET(self):
        if self.path.startswith("/case/"):
            self.answer((here / (self.path[len("/case/"):] + ".html")).read_text())
        elif self.path.startswith("/submit"):
            self.record()
        else:
            self.send_error(404)

    do_POST = record

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
for page in sorted(here.glob("*.html")):
    received.clear()
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
                    "--dump-dom", f"http://127.0.0.1:{server.server_port}/case/{page.stem}"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    (here / (page.stem + ".expected.json")).write_text(json.dumps(received["last"], ensure_ascii=False, indent=1) + "\n")
server.shutdown()

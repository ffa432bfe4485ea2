"""A WebSocket server for turbo-tui's client tests, built on Python's
`websockets` library (an independent implementation of RFC 6455). Each path
is one behaviour. Prints "ready PORT TLSPORT" when listening (plain and wss); exits when its
standard input closes, so a crashed test run leaves nothing behind."""
import asyncio
import json
import logging
import os
import ssl
import sys
import threading

import websockets

FIXTURES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


async def handler(ws, path=None):
    path = path or ws.path
    if path == "/echo":
        async for message in ws:
            await ws.send(message)
    elif path == "/headers":
        await ws.send(json.dumps({k.lower(): v for k, v in ws.request_headers.raw_items()}))
        await ws.wait_closed()
    elif path == "/fragmented":
        await ws.send(["Hel", "lo, ", "wörld"])
        await ws.send([b"\x00\x01", b"\x02"])
        await ws.wait_closed()
    elif path == "/ping":
        waiter = await ws.ping(b"are you there")
        await asyncio.wait_for(waiter, 5)
        await ws.send("pong received")
        await ws.wait_closed()
    elif path.startswith("/close/"):
        await ws.close(code=int(path.split("/")[2]), reason="bye now")
    elif path.startswith("/big/"):
        await ws.send("x" * int(path.split("/")[2]))
        await ws.wait_closed()
    elif path == "/bad-utf8":
        ws.transport.write(b"\x81\x02\xc3\x28")
        await ws.wait_closed()
    elif path == "/masked":
        ws.transport.write(b"\x81\x82\x01\x02\x03\x04" + bytes([ord("h") ^ 1, ord("i") ^ 2]))
        await ws.wait_closed()
    elif path == "/drop":
        ws.transport.abort()
    elif path == "/mid-frame":
        # A text frame of 10 bytes, of which 3 arrive before the connection ends (FIN).
        ws.transport.write(b"\x81\x0aabc")
        ws.transport.close()
    elif path == "/turbo-stream":
        for n in (1, 2):
            await ws.send(f'<turbo-stream action="append" target="log"><template><p>{n}</p></template></turbo-stream>')
        await ws.wait_closed()
    elif path == "/cable-unauthorized":
        # What Action Cable sends when the connection's connect rejects it.
        await ws.send('{"type":"disconnect","reason":"unauthorized","reconnect":false}')
        await ws.close()
    elif path == "/silent":
        await ws.wait_closed()
    else:
        await ws.close(code=4004, reason="no such behaviour")


def exit_on_stdin_eof(loop):
    sys.stdin.read()
    loop.call_soon_threadsafe(loop.stop)


async def main():
    options = dict(subprotocols=["actioncable-v1-json", "chat"], max_size=None, ping_interval=None)
    server = await websockets.serve(handler, "127.0.0.1", 0, **options)
    # The same behaviours over TLS, with the self-signed certificate of Fixtures/tls.
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(os.path.join(FIXTURES, "tls", "cert.pem"), os.path.join(FIXTURES, "tls", "key.pem"))
    secure = await websockets.serve(handler, "127.0.0.1", 0, ssl=tls, **options)
    print("ready", server.sockets[0].getsockname()[1], secure.sockets[0].getsockname()[1], flush=True)
    await asyncio.Future()


if __name__ == "__main__":
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    loop = asyncio.new_event_loop()
    threading.Thread(target=exit_on_stdin_eof, args=(loop,), daemon=True).start()
    try:
        loop.run_until_complete(main())
    except RuntimeError:
        pass

#!/bin/sh
# Regenerates form-data.expected.json from forms.html with headless Chromium
# (Debian's `chromium` package): the page's script builds each case's FormData
# (Turbo's way: new FormData(form) plus the submitter appended; the browser's
# way: new FormData(form, submitter)), then records its entries, what
# URLSearchParams makes of them (Turbo's urlencoded body) and the
# multipart/form-data body fetch would send, with the boundary replaced by
# BOUNDARY.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=5000 \
    --dump-dom "file://$here/forms.html" 2>/dev/null |
python3 -c '
import html, json, re, sys
dom = sys.stdin.read()
out = html.unescape(re.search(r"<pre id=\"out\">(.*?)</pre>", dom, re.S).group(1))
print(json.dumps(json.loads(out), ensure_ascii=False, indent=1))
' > "$here/form-data.expected.json"

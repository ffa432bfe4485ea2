#!/usr/bin/env python3
"""Lays out the wide bench corpus (issue 37) in a directory outside git.

Reads script/bench/corpus.tsv: each real page is linked from where its Debian
package installed it (script/bootstrap --bench installs the packages), and
the generated pages are written by this script, the same bytes every time.
`--packages` prints the manifest's packages, one a line, for the bootstrap.
"""
import argparse
import hashlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "corpus.tsv")
DEFAULT_DIRECTORY = os.path.join(HERE, "..", "..", ".build", "bench-corpus")


def entries():
    """(name, package, path, shape, why) of every page in the manifest."""
    with open(MANIFEST, encoding="utf-8") as manifest:
        for line in manifest:
            if line.startswith("#") or not line.strip():
                continue
            name, package, path, shape, why = line.rstrip("\n").split("\t")
            yield name, package, path, shape, why


WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo",
         "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor"]


def token(seed):
    """A fixed stand-in for Rails's per-form authenticity token."""
    return hashlib.sha256(seed.encode()).hexdigest()[:43] + "="


def head(title):
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{title}</title>\n<meta name=\"csrf-param\" content=\"authenticity_token\">\n"
            f"<meta name=\"csrf-token\" content=\"{token(title)}\">\n"
            "<script src=\"/assets/application.js\" type=\"module\" defer></script>\n"
            "<link rel=\"stylesheet\" href=\"/assets/application.css\">\n</head>\n")


def rails_table(rows):
    """A Rails scaffold index (`rails g scaffold Product`): one row a record,
    Show and Edit links and a Destroy button_to form in every row."""
    out = [head("Products"), "<body>\n<p id=\"notice\"></p>\n<h1>Products</h1>\n<table>\n  <thead>\n    <tr>\n"
           "      <th>Name</th>\n      <th>Sku</th>\n      <th>Price</th>\n      <th>Stock</th>\n"
           "      <th>Updated</th>\n      <th colspan=\"3\"></th>\n    </tr>\n  </thead>\n\n  <tbody>\n"]
    for n in range(1, rows + 1):
        name = f"{WORDS[n % len(WORDS)].capitalize()} {WORDS[(n * 7) % len(WORDS)]} {n}"
        out.append(
            f"    <tr id=\"product_{n}\">\n"
            f"      <td>{name}</td>\n"
            f"      <td>SKU-{n * 7919 % 100000:05d}</td>\n"
            f"      <td>${(n * 37) % 1000}.{n % 100:02d}</td>\n"
            f"      <td>{(n * 13) % 250}</td>\n"
            f"      <td>2026-{1 + n % 12:02d}-{1 + n % 28:02d} {n % 24:02d}:{n % 60:02d}</td>\n"
            f"      <td><a href=\"/products/{n}\">Show</a></td>\n"
            f"      <td><a href=\"/products/{n}/edit\">Edit</a></td>\n"
            f"      <td><form class=\"button_to\" method=\"post\" action=\"/products/{n}\">"
            "<input type=\"hidden\" name=\"_method\" value=\"delete\" autocomplete=\"off\" />"
            "<button data-turbo-confirm=\"Are you sure?\" type=\"submit\">Destroy</button>"
            f"<input type=\"hidden\" name=\"authenticity_token\" value=\"{token(str(n))}\" autocomplete=\"off\" />"
            "</form></td>\n    </tr>\n")
    out.append("  </tbody>\n</table>\n\n<br>\n\n<a href=\"/products/new\">New Product</a>\n</body>\n</html>\n")
    return "".join(out)


def turbo_frames(frames):
    """A page of Turbo Frames: each message in its own frame, with a title,
    text, an edit link that stays in the frame and a small inline form."""
    out = [head("Messages"), "<body>\n<h1>Messages</h1>\n<turbo-frame id=\"new_message\">"
           "<a href=\"/messages/new\">New message</a></turbo-frame>\n<div id=\"messages\">\n"]
    for n in range(1, frames + 1):
        words = " ".join(WORDS[(n * k) % len(WORDS)] for k in range(1, 13))
        out.append(
            f"<turbo-frame id=\"message_{n}\" class=\"message\">\n"
            f"  <h3>Message {n} from {WORDS[n % len(WORDS)]}</h3>\n"
            f"  <p>{words.capitalize()}.</p>\n"
            f"  <a href=\"/messages/{n}/edit\">Edit</a>\n"
            f"  <a href=\"/messages/{n}\" data-turbo-frame=\"_top\">Open</a>\n"
            f"  <form action=\"/messages/{n}/likes\" method=\"post\">"
            f"<input type=\"hidden\" name=\"authenticity_token\" value=\"{token('m' + str(n))}\">"
            f"<input type=\"text\" name=\"note\" value=\"\" placeholder=\"Note\">"
            "<button type=\"submit\">Like</button></form>\n"
            "</turbo-frame>\n")
    out.append("</div>\n</body>\n</html>\n")
    return "".join(out)


GENERATED = {"rails-table-5000.html": lambda: rails_table(5000), "turbo-frames-2000.html": lambda: turbo_frames(2000)}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--directory", default=DEFAULT_DIRECTORY)
    parser.add_argument("--packages", action="store_true", help="print the packages the manifest needs and stop")
    options = parser.parse_args()
    if options.packages:
        print("\n".join(sorted({package for _, package, _, _, _ in entries() if package != "-"})))
        return
    os.makedirs(options.directory, exist_ok=True)
    missing = []
    count = 0
    for name, package, path, _shape, _why in entries():
        target = os.path.join(options.directory, name)
        if package == "-":
            with open(target, "w", encoding="utf-8") as page:
                page.write(GENERATED[name]())
        elif os.path.isfile(path):
            if os.path.lexists(target):
                os.remove(target)
            os.symlink(path, target)
        else:
            missing.append(f"{name} ({package}: {path})")
            continue
        count += 1
    print(f"bench corpus: {count} pages in {os.path.relpath(options.directory)}")
    # A page whose package could not be installed here is left out, and said: the bench
    # measures the others rather than nothing.
    if missing:
        print("bench corpus: left out, is the package installed? " + "; ".join(missing), file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Tests/TurboTUITests/Fixtures/selectors/expected.json: what soupsieve
(BeautifulSoup's Selectors Level 4 engine) matches on each page of PAGES, for
every selector of selectors.txt, over the tree html5lib builds (the HTML
standard's tree construction, as turbo-tui's parser). SelectorAgreementTests
runs the same selectors with turbo-tui's engine and compares.

Each match is an element's index in document order among all elements, as a
DOM walk sees them: a <template>'s contents belong to its content fragment,
not to it, so they are removed first (soupsieve would search them).

    pip install soupsieve beautifulsoup4 html5lib
    script/selectors-expected.py
"""
import json
import pathlib
import sys

import bs4
import soupsieve

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Tests/TurboTUITests/Fixtures"
PAGES = [
    "corpus/features.html",
    "corpus/gcc-news.html",
    "corpus/seed-article-ja.html",
    "corpus/nettle-tables.html",
    "forms/forms.html",
    "selectors/form-states.html",
    "turbo-functional/src/tests/fixtures/form.html",
    "turbo-functional/src/tests/fixtures/navigation.html",
]


def read_selectors():
    """The selectors in order."""
    lines = (FIXTURES / "selectors/selectors.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def ranges(indices):
    """[0, 1, 2, 5] as "0-2,5": some selectors match thousands of elements."""
    parts, start, previous = [], None, None
    for index in indices:
        if start is None:
            start = previous = index
        elif index == previous + 1:
            previous = index
        else:
            parts.append(f"{start}-{previous}" if previous > start else str(start))
            start = previous = index
    if start is not None:
        parts.append(f"{start}-{previous}" if previous > start else str(start))
    return ",".join(parts)


def main():
    selectors = read_selectors()
    pages = {}
    for page in PAGES:
        text = (FIXTURES / page).read_bytes().decode("utf-8")
        soup = bs4.BeautifulSoup(text, "html5lib")
        for template in soup.find_all("template"):
            template.clear()
        order = {id(element): index for index, element in enumerate(soup.find_all(True))}
        results = {}
        for selector in selectors:
            # soupsieve 4's default (strict) rules refuse a complex selector in
            # :has() (`:has(> p > a)`), which Selectors 4 allows; NOSTRICT
            # lifts that (and allows :has() in :has(), which the list never uses).
            matched = soupsieve.select(selector, soup, flags=soupsieve.NOSTRICT)
            results[selector] = ranges(sorted(order[id(element)] for element in matched))
        pages[page] = {"elements": len(order), "matches": results}
        print(f"{page}: {len(order)} elements", file=sys.stderr)
    expected = {
        "engine": f"soupsieve {soupsieve.__version__}, beautifulsoup4 {bs4.__version__}, html5lib",
        "pages": pages,
    }
    out = FIXTURES / "selectors/expected.json"
    out.write_text(json.dumps(expected, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(selectors)} selectors x {len(PAGES)} pages -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()

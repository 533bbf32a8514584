#!/usr/bin/env python3
"""make i18n: every message with a count, at 0, 1, 2, 4, 5, 12, 22 and 25
(issue 29). For each plural entry of po/pl.po, the compiled catalogue
(build/locale/pl/LC_MESSAGES/referee.mo, through Python's gettext, which
evaluates the header's Plural-Forms as the C library does) must give the
Polish form the grammar asks for: 1 the singular (form 0); 2-4, 22-24, ...
but not 12-14 the few form (1); 0, 5-21, 25, ... the many form (2). The three
forms must be translated and carry the same conversions as the English, and
the many form must not be the English one. (The few and the many form may
be the same: after "oczekiwano" both are genitive; "2 razy", "5 razy".)
    python3 tests/i18n/plurals.py [PO] [MO]
"""
import gettext
import re
import sys

po = sys.argv[1] if len(sys.argv) > 1 else "po/pl.po"
mo = sys.argv[2] if len(sys.argv) > 2 else "build/locale/pl/LC_MESSAGES/referee.mo"
COUNTS = (0, 1, 2, 4, 5, 12, 22, 25)


def want(n):
    if n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def entries(path):
    """(msgctxt, msgid, msgid_plural, [msgstr[0..]]) of every live plural entry."""
    out = []
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        fields, cur = {}, None
        for line in block.split("\n"):
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr\[\d\]|msgstr) "(.*)"$', line)
            if m:
                cur = m.group(1)
                fields[cur] = m.group(2)
            elif line.startswith('"') and cur:
                fields[cur] += line[1:-1]
            else:
                cur = None
        if "msgid_plural" in fields:
            unq = lambda s: re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)
            forms = [unq(fields.get("msgstr[%d]" % i, "")) for i in range(3)]
            out.append((fields.get("msgctxt"), unq(fields["msgid"]), unq(fields["msgid_plural"]), forms))
    return out


def conversions(s):
    return sorted(re.findall(r"%[-+ #0]*\d*(?:\.\d+)?(?:ll|l|z|h)?[diouxXsfgc]", s))


t = gettext.GNUTranslations(open(mo, "rb"))
fail = checked = 0
for ctx, one, many, forms in entries(po):
    where = one[:60]
    problems = []
    if not all(forms):
        problems.append("a form is untranslated")
    else:
        for i, f in enumerate(forms):
            if conversions(f) != conversions(many) and conversions(f) != conversions(one):
                problems.append("form %d has conversions %s, the English %s" % (i, conversions(f), conversions(many)))
        if forms[2] in (one, many):
            problems.append("the many form is the English: %r" % forms[2])
        for n in COUNTS:
            got = t.npgettext(ctx, one, many, n) if ctx else t.ngettext(one, many, n)
            checked += 1
            if got != forms[want(n)]:
                problems.append("n = %d gives %r, the grammar asks for form %d %r" % (n, got, want(n), forms[want(n)]))
    if problems:
        fail += 1
        print("FAIL plurals: %s: %s" % (where, "; ".join(problems)))
print("plurals: %d messages with a count, %d lookups, %d failed" % (len(entries(po)), checked, fail))
sys.exit(1 if fail else 0)

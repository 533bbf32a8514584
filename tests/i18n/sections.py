#!/usr/bin/env python3
"""Every section a Polish ruling cites exists in the Polish rule page (issue 29).

The rulings of po/pl.po cite the sections of the games' section-7 pages:
"(§5.4)", "(§2.4, §7.3)", "(§2 #12)" (item #12 of §2). Each cited section,
and each cited item, must be there in that game's Polish page man/pl/PAGE.7,
or, while a game's page is not translated yet, in its English man/PAGE.7.

The game of a message is read from its source references (#: lines): a file
under src/rules/baska or named cmd_baska* is Baśka's, and so on (GAMES below);
the league's own files (protocol, standings, players, ...) are Baśka's, whose
page holds the league rules (§7). A message without a reference, or whose
references name several games, may cite a section of any game's page.

  python3 tests/i18n/sections.py [po/pl.po]
"""
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))

# Path patterns of the source references, to the page of their game.
GAMES = [
    (re.compile(r'baska|/league\.c|/verify\.c|cmd_(protocol|standings|player|enter|import|'
                r'session|league|table|draw|deal|export|check)|sheet\.c|/rating\.c|seating'),
     'referee-baska.7'),
    (re.compile(r'dice|general|gdr'), 'referee-general.7'),
    (re.compile(r'rybareni|ryb'), 'referee-rybareni.7'),
    (re.compile(r'manewry|/mm\.c'), 'referee-manewry.7'),
    (re.compile(r'flota'), 'referee-flota.7'),
    (re.compile(r'battle|fleet|statki'), 'referee-statki.7'),
]

HEAD = re.compile(r'^\.S[sh]\s+(?:\\\(sc|§)\s*(\d+(?:\.\d+)*)\b')
ITEM = re.compile(r'^\.It\s+#(\d+)\b')
CITE = re.compile(r'§(\d+(?:\.\d+)*)(?:\s+#(\d+))?')


def page_sections(path):
    """The section numbers of a page, and (top section, item) of its #N items."""
    secs, items, top = set(), set(), None
    with open(path, encoding='utf-8') as f:
        for line in f:
            m = HEAD.match(line)
            if m:
                secs.add(m.group(1))
                top = m.group(1).split('.')[0]
                continue
            m = ITEM.match(line)
            if m and top is not None:
                items.add((top, m.group(1)))
    return secs, items


def unquote(lines):
    s = ''.join(re.match(r'^\s*(?:msgstr(?:\[\d+\])?\s+)?"(.*)"\s*$', l).group(1) for l in lines)
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), s)


def messages(path):
    """(references, msgstr texts) of every live message of a PO file."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for entry in re.split(r'\n\s*\n', text):
        lines = entry.split('\n')
        refs = []
        strs, cur = [], None
        for l in lines:
            if l.startswith('#:'):
                refs += l[2:].split()
            elif l.startswith('#'):
                cur = None
            elif l.startswith('msgstr'):
                cur = [l]
                strs.append(cur)
            elif l.startswith('msgid') or l.startswith('msgctxt'):
                cur = None
            elif l.startswith('"') and cur is not None:
                cur.append(l)
        yield refs, [unquote(s) for s in strs]


def game_of(refs):
    pages = set()
    for r in refs:
        for pat, page in GAMES:
            if pat.search(r.split(':')[0]):
                pages.add(page)
                break
    return pages.pop() if len(pages) == 1 else None


def main():
    po = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'po', 'pl.po')
    pages = {}
    for en in sorted(glob.glob(os.path.join(ROOT, 'man', '*.7'))):
        name = os.path.basename(en)
        pl = os.path.join(ROOT, 'man', 'pl', name)
        src = pl if os.path.exists(pl) else en
        pages[name] = (os.path.relpath(src, ROOT),) + page_sections(src)
    bad, n = 0, 0
    for refs, strs in messages(po):
        game = game_of(refs)
        for s in strs:
            for m in CITE.finditer(s):
                sec, item = m.group(1), m.group(2)
                n += 1
                cands = [game] if game in pages else sorted(pages)
                if any(sec in pages[c][1] and (item is None or (sec.split('.')[0], item) in pages[c][2])
                       for c in cands):
                    continue
                where = ' or '.join(pages[c][0] for c in cands)
                ref = refs[0] if refs else '(no reference)'
                print('sections: %s: %s: %s cited, not in %s: %s' % (
                    os.path.relpath(po, ROOT), ref, m.group(0), where,
                    s.strip().split('\n')[0][:100]))
                bad += 1
    if bad:
        print('sections: %d citation(s) of a section the rule page does not have' % bad)
        return 1
    print('sections: %d § citations of %s, each a section of its game\'s page (%s)' % (
        n, os.path.relpath(po, ROOT), ', '.join(v[0] for v in pages.values())))
    return 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env bash
# Every message the sources mark (_ N_ P_ C_, as `make po` extracts them) has a
# translation in every po/LANG.po that is neither missing nor fuzzy, and each
# catalogue compiles with msgfmt --check (format strings agree, plural forms
# match the Plural-Forms header). Names each message that fails.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(--language=C --from-code=UTF-8 -k_ -kN_ -kP_:1,2 -kNP_:1,2 -kC_:1c,2 -kNC_:1c,2 --sort-by-file)
find src -name '*.[ch]' | LC_ALL=C sort > "$tmp/files"
xgettext "${flags[@]}" -f "$tmp/files" -o "$tmp/referee.pot"
[ -s "$tmp/referee.pot" ] || { echo "i18n: no messages extracted"; exit 1; }
st=0
n=$(grep -c '^msgid ' "$tmp/referee.pot")
for po in po/*.po; do
	msgfmt --check -o /dev/null "$po" || { echo "i18n: $po: msgfmt --check failed"; st=1; }
	msgmerge --quiet -o "$tmp/merged.po" "$po" "$tmp/referee.pot"
	for kind in untranslated fuzzy; do
		if [ $kind = untranslated ]; then a=--untranslated; else a=--only-fuzzy; fi
		msgattrib $a --no-obsolete "$tmp/merged.po" > "$tmp/$kind.po"
		# one line per message: its first source reference and its msgid
		awk -v po="$po" -v kind="$kind" '
			/^#: / { if (ref == "") ref = $2 }
			/^msgid / { id = substr($0, 7); inid = 1; next }
			/^"/ && inid { id = id $0; next }
			/^msg/ && inid { if (id != "\"\"") print po ": " kind ": " ref ": " id;
				inid = 0; ref = ""; next }
		' "$tmp/$kind.po" > "$tmp/$kind.txt"
		if [ -s "$tmp/$kind.txt" ]; then
			cat "$tmp/$kind.txt"
			st=1
		fi
	done
done
if [ $st = 0 ]; then
	echo "i18n: $((n - 1)) messages, all translated in $(ls po/*.po | tr '\n' ' ')"
else
	echo "i18n: messages without a translation (run 'make po', then translate po/*.po)"
fi
exit $st

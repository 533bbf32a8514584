#!/usr/bin/env bash
# make lint: all SQL in schema/, reports/ or the statement table (issue 28).
# A string literal in the given C files (default: src/) that begins, after
# white space, with an SQL statement keyword is a finding, unless it is
#  - in src/db/db.c's statement table (stmt_sql[], up to its closing "};"),
#  - a message (inside _(), N_(), P_() or C_(): prose, not a statement), or
#  - on a line marked /* sql: generated */ (SQL made per table or per
#    number by a generator that cannot be a fixed statement).
# Adjacent literals ("SELECT" "...") count as one, starting where the first
# one does. Keywords are upper case, as all the project's SQL is written.
#   bash tests/lint/sql.sh [FILE|DIR...]
set -u
[ $# -gt 0 ] || set -- src
files=$(find "$@" \( -name '*.[ch]' -o -name '*.def' \) | LC_ALL=C sort)
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086
hits=$(perl -0777 -ne '
	my $src = $_;
	my %marked;
	my $n = 0;
	for my $line (split /\n/, $src, -1) {
		$n++;
		$marked{$n} = 1 if $line =~ m{/\* sql: generated \*/};
	}
	# Comments out (their newlines kept), strings and characters left alone.
	$src =~ s{("(?:[^"\\\n]|\\.)*")|(\x27(?:[^\x27\\\n]|\\.)*\x27)|(/\*.*?\*/)|(//[^\n]*)}{
		defined $1 ? $1 : defined $2 ? $2 : defined $3 ? do { my $c = $3; $c =~ s/[^\n]//g; $c } : ""
	}gse;
	# The statement table of db.c: from its opening line to the first "};".
	my ($tfrom, $tto) = (0, 0);
	if ($ARGV =~ m{(^|/)db/db\.c$} &&
	    $src =~ /^(.*?)^static const char \*const stmt_sql\[[^\n]*\n(.*?)^\};/ms) {
		my ($pre, $body) = ($1, $2);
		$tfrom = ($pre =~ tr/\n//) + 1;
		$tto = $tfrom + ($body =~ tr/\n//) + 1;
	}
	my $kw = qr/SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|ATTACH|DETACH|WITH|VACUUM|ANALYZE/;
	my $lit = qr/"(?:[^"\\\n]|\\.)*"/;
	while ($src =~ /(\b[NPC]?_\(\s*(?:$lit\s*,\s*)?)?((?:$lit\s*)+)/g) {
		my ($msg, $run, $at) = ($1, $2, $-[2]);
		next if defined $msg;
		my $text = join "", $run =~ /"((?:[^"\\\n]|\\.)*)"/g;
		next unless $text =~ /^(?:\s|\\[ntr])*(?:$kw)\b/;
		my $line = (substr($src, 0, $at) =~ tr/\n//) + 1;
		next if $line >= $tfrom && $line <= $tto && $tfrom > 0;
		next if $marked{$line};
		$text = substr($text, 0, 69) . "..." if length($text) > 72;
		print "$ARGV:$line: \"$text\"\n";
	}
' $files)
if [ -n "$hits" ]; then
	echo "$hits"
	echo "lint: SQL outside schema/, reports/ and the statement table (src/db/db.c stmt_sql[]; a generator marks its line /* sql: generated */)"
	exit 1
fi
exit 0

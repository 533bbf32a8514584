#!/usr/bin/env bash
# make lint: output never names the project's seed texts by number (issue 28):
# a string literal in src that says "seed 003" or "seed item 7" is a finding.
# Players know the printed rules, not our file names; comments may cite them.
# (The draw's "--seed N" option is no such mention.)
set -u
dir=${1:-src}
hits=$(find "$dir" \( -name '*.[ch]' -o -name '*.def' \) -print0 | xargs -0 perl -0777 -ne '
	s{/\*.*?\*/}{ my $c = $&; $c =~ s/[^\n]//g; $c }gse;	# comments out, lines kept
	s{//[^\n]*}{}g;
	my $n = 0;
	for my $line (split /\n/, $_, -1) {
		$n++;
		print "$ARGV:$n: $line\n"
		    if $line =~ /"(?:[^"\\]|\\.)*(?<!-)\bseed (?:item )?[0-9](?:[^"\\]|\\.)*"/;
	}')
if [ -n "$hits" ]; then
	echo "$hits"
	echo "lint: output names a seed text by number (say 'the rules as printed' or the text's title)"
	exit 1
fi
exit 0

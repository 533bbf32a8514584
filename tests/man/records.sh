#!/usr/bin/env bash
# The example records of man/referee-notation.5 are read by the tool (make
# check runs this from tests/cli/man.t): a display ".Bd -literal" right after
# a comment line
#   .\" record: EXT: COMMAND ...
# is written to a file NAME.EXT and "referee COMMAND ... NAME.EXT" must exit 0,
# run in a fresh directory that holds a link to examples/. Prints what
# failed and exits 1, or prints one line and exits 0.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE:-referee}
case $bin in /*) ;; *) bin=$(command -v "$bin") || { echo "records.sh: no $bin" >&2; exit 2; } ;; esac
[ -x "$bin" ] || { echo "records.sh: $bin is not built" >&2; exit 2; }
page=$root/man/referee-notation.5
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
ln -s "$root/examples" "$work/examples"

# Writes each marked display to record.N.EXT and its command to cmd.N.
perl -CSD -e '
	my ($page, $dir) = @ARGV;
	open(my $in, "<:encoding(UTF-8)", $page) or die "$page: $!\n";
	my ($mark, $out, $n) = (undef, undef, 0);
	while (<$in>) {
		chomp;
		if (defined $out) {
			if (/^\.Ed/) { close $out; undef $out; next; }
			s/\\\[u([0-9A-Fa-f]{4,5})\]/chr(hex($1))/ge;
			s/\\&//g;
			s/\\\(\/l/\x{142}/g;
		s/\\\(\/L/\x{141}/g;
		s/\\e/\\/g;
			print $out "$_\n";
			next;
		}
		if (/^\.\\" record: (\w+): (.*)$/) { $mark = [$1, $2]; next; }
		if (defined $mark && /^\.Bd -literal/) {
			$n++;
			open($out, ">:encoding(UTF-8)", "$dir/record.$n.$mark->[0]") or die;
			open(my $c, ">", "$dir/cmd.$n") or die;
			print $c "$mark->[1] record.$n.$mark->[0]\n";
			close $c;
		}
		undef $mark;
	}
	die "no marked records in $page\n" unless $n;
' "$page" "$work" || exit 2

fail=0 n=0
for c in "$work"/cmd.*; do
	n=$((n + 1))
	read -r -a args < "$c"
	if ! (cd "$work" && "$bin" "${args[@]}" > out 2>&1); then
		echo "referee-notation.5: 'referee ${args[*]}' fails on the example:"
		sed 's/^/    /' "$work/${args[${#args[@]}-1]}"
		sed 's/^/  ! /' "$work/out"
		fail=1
	fi
done
[ $fail -eq 0 ] || exit 1
echo "referee-notation.5: the $n example records are read and judged without a fault"

#!/usr/bin/env bash
# The EXAMPLES of man/referee.1 run as written (make check runs this from
# tests/cli/man.t): every literal display of that section is a shell session,
# "$ COMMAND" lines (continued by a trailing backslash or pipe, or by a here
# document up to EOF) followed by what the command prints, standard output
# and standard error together. The commands run one after the other in one
# shell, in a fresh directory that holds a link to examples/, with the
# referee under test first on the PATH as "referee"; what each prints must be
# the page's text to the byte. Prints the differences and exits 1, or prints
# one line and exits 0.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE:-referee}
case $bin in /*) ;; *) bin=$(command -v "$bin") || { echo "examples.sh: no $bin" >&2; exit 2; } ;; esac
[ -x "$bin" ] || { echo "examples.sh: $bin is not built" >&2; exit 2; }
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/run" "$work/exp" "$work/out"
ln -s "$bin" "$work/bin/referee"
ln -s "$root/examples" "$work/run/examples"

# Splits the displays into exp/N (the expected output of command N) and a
# script that runs command N with its output in out/N.
perl -CSD -e '
	my ($page, $dir) = @ARGV;
	open(my $in, "<:encoding(UTF-8)", $page) or die "$page: $!\n";
	my ($sec, $lit, @lines) = (0, 0);
	while (<$in>) {
		chomp;
		if (/^\.Sh /) { $sec = /^\.Sh EXAMPLES$/; next; }
		next unless $sec;
		if (/^\.Bd -literal/) { $lit = 1; next; }
		if (/^\.Ed/) { $lit = 0; next; }
		next unless $lit;
		s/\\\[u([0-9A-Fa-f]{4,5})\]/chr(hex($1))/ge;
		s/\\&//g;
		s/\\\(\/l/\x{142}/g;
		s/\\\(\/L/\x{141}/g;
		s/\\e/\\/g;
		push @lines, $_;
	}
	die "no EXAMPLES displays in $page\n" unless @lines;
	open(my $sh, ">:encoding(UTF-8)", "$dir/script") or die;
	print $sh "unset REFEREE_DB\nset -o pipefail\n";
	my $n = 0;
	for (my $i = 0; $i < @lines; ) {
		my $l = $lines[$i++];
		die "$page: EXAMPLES: output before any command: $l\n" unless $l =~ s/^\$ //;
		my $cmd = $l;
		while ($l =~ /[\\|]$/ && $i < @lines) { $l = $lines[$i++]; $cmd .= "\n$l"; }
		if ($cmd =~ /<<\x27?EOF\x27?/) {
			while ($i < @lines) { $l = $lines[$i++]; $cmd .= "\n$l"; last if $l eq "EOF"; }
		}
		my @exp;
		push @exp, $lines[$i++] while $i < @lines && $lines[$i] !~ /^\$ /;
		$n++;
		open(my $e, ">:encoding(UTF-8)", "$dir/exp/$n") or die;
		print $e map { "$_\n" } @exp;
		close $e;
		print $sh "{\n$cmd\n} > \"$dir/out/$n\" 2>&1\n";
		open(my $c, ">:encoding(UTF-8)", "$dir/cmd.$n") or die;
		print $c "$cmd\n";
	}
' "$root/man/referee.1" "$work" || exit 2

(cd "$work/run" && PATH="$work/bin:$PATH" bash "$work/script" < /dev/null)
fail=0 n=0
for e in "$work"/exp/*; do
	n=$((n + 1))
	k=${e##*/}
	if ! diff -u "$e" "$work/out/$k" > "$work/diff"; then
		echo "referee.1 EXAMPLES: the command"
		sed 's/^/    /' "$work/cmd.$k"
		echo "  prints otherwise (- the page, + the tool):"
		tail -n +3 "$work/diff"
		fail=1
	fi
done
[ $fail -eq 0 ] || exit 1
echo "referee.1: the $n commands of EXAMPLES print what the page shows"

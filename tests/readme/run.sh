#!/usr/bin/env bash
# The README's examples, run as a reader would paste them (issue 18).
#
# A fenced block of README.md (``` with any language word, or none) is a
# transcript when one of its lines starts with "$ ":
#
#   $ ./referee baska legal ...    <- a command (a trailing backslash continues it)
#   illegal                        <- what it prints, standard output and
#   must add 10s ... (§5.2)           standard error as a terminal shows them
#   ...                            <- a line "..." alone: any number of lines
#   chain head 3f2a...             <- "..." in a line: any characters there
#   $ echo $?                      <- the exit status of the command before
#
# Blocks without a "$ " line (files, lists of commands) are not run. Every
# transcript of the file runs in order, in one bash (set -o pipefail), in one
# fresh temporary directory holding a copy of examples/ and tests/cli/data/,
# ./referee (the binary under test) and an empty cache, so "$ export
# REFEREE_DB=league.db", "$ cd", "$ sh examples/..." and the files an example
# writes carry on to the examples after it. A command must exit 0, unless
# its line ends with the comment "# exit N" (then it must exit N) or the
# next command is "echo $?" (which shows the status). What cannot be the
# same on every run (times, hashes) is written "..." in its line, or a whole
# output as "..." alone: then only the exit status is compared. A block right after the line
# "<!-- readme-test: not run (REASON) -->" is not run: a terminal session
# whose input and output interleave.
#
# The environment: LC_ALL=C.UTF-8, HOME and XDG_CACHE_HOME in the temporary
# directory, REFEREE_USER=referee (who enters, where no --by says it),
# REFEREE_DB, REFEREE_EVENT and SOURCE_DATE_EPOCH unset (times and chain
# hashes are those of the run: show them as "...").
#
#   REFEREE_BIN=./referee bash tests/readme/run.sh [README]
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
readme=${1:-$root/README.md}
[ -x "$bin" ] || { echo "readme: $bin is not built" >&2; exit 2; }

tmp=$(mktemp -d)
[ -n "${KEEP:-}" ] && echo "readme: keeping $tmp" || trap 'rm -rf "$tmp"' EXIT
work=$tmp/work
mkdir -p "$work/tests/cli" "$tmp/cache" "$tmp/out"
cp -R "$root/examples" "$work/examples"
cp -R "$root/tests/cli/data" "$work/tests/cli/data"
ln -s "$bin" "$work/referee"

# The transcripts: $tmp/cases (one "LINE<TAB>STATUS" a command, STATUS "-" when
# "echo $?" shows it), $tmp/exp.N (the expected lines) and the script.
perl -e '
	my ($readme, $dir) = @ARGV;
	open(my $in, "<", $readme) or die "readme: $readme: $!\n";
	my @lines = <$in>;
	chomp @lines;
	my ($fence, $skip, $prev, $cur, @cmds) = (0, 0, "", undef);
	for (my $i = 0; $i < @lines; $i++) {
		my $l = $lines[$i];
		if ($l =~ /^```/) {
			$fence = !$fence;
			$skip = $prev =~ /^<!-- readme-test: not run/ if $fence;
			$cur = undef;
			$prev = $l;
			next;
		}
		$prev = $l if !$fence && $l ne "";
		next if !$fence || $skip;
		if ($l =~ /^\$ (.*)$/) {
			my ($cmd, $at) = ($1, $i + 1);
			while ($cmd =~ /\\$/ && $i + 1 < @lines) { $cmd .= "\n" . $lines[++$i]; }
			$cur = { line => $at, cmd => $cmd, exp => [] };
			push @cmds, $cur;
		} elsif (defined $cur) {
			push @{$cur->{exp}}, $l;
		}
	}
	open(my $sh, ">", "$dir/script") or die;
	open(my $cs, ">", "$dir/cases") or die;
	print $sh "set -o pipefail\n__st=0\n";
	for my $k (0 .. $#cmds) {
		my $c = $cmds[$k];
		my $st = 0;
		$st = $1 if $c->{cmd} =~ /#\s*exit\s+(\d+)\s*$/;
		$st = "-" if $k < $#cmds && $cmds[$k + 1]{cmd} =~ /^echo \$\?\s*$/;
		print $cs "$c->{line}\t$st\t$c->{cmd}\n" =~ s/\n(?!\z)/ /gr;
		open(my $e, ">", "$dir/exp.$k") or die;
		print $e "$_\n" for @{$c->{exp}};
		close($e);
		print $sh "(exit \$__st); { $c->{cmd}\n} > \"$dir/out.$k\" 2>&1 < /dev/null; " .
		    "__st=\$?; echo \$__st > \"$dir/status.$k\"\n";
	}
' "$readme" "$tmp/out" || exit 2

# Standard output line-buffered, so that it interleaves with standard error
# as on a terminal (ASan would refuse the preloaded stdbuf library first).
(cd "$work" && env -u REFEREE_DB -u REFEREE_EVENT -u SOURCE_DATE_EPOCH -u REFEREE_KEY_DIR \
    -u XDG_CONFIG_HOME HOME="$tmp" XDG_CACHE_HOME="$tmp/cache" \
    LC_ALL=C.UTF-8 LANG=C.UTF-8 ASAN_OPTIONS=verify_asan_link_order=0 REFEREE_USER=referee \
    stdbuf -oL bash "$tmp/out/script" > /dev/null 2>&1)

# Compares an output with its expectation, "..." matching any run of lines.
match() { # EXPECTED ACTUAL
	perl -e '
		sub rd { open(my $f, "<", $_[0]) or return (); my @l = <$f>; chomp @l; @l }
		my @e = rd($ARGV[0]); my @a = rd($ARGV[1]);
		# Within a line, "..." stands for any characters.
		sub line { my ($e, $a) = @_;
			return $e eq $a if index($e, "...") < 0;
			my $re = join(".*", map { quotemeta } split(/\.\.\./, $e, -1));
			return $a =~ /\A$re\z/;
		}
		sub m_ { my ($i, $j) = @_;
			return $j == @a if $i == @e;
			if ($e[$i] eq "...") {
				for (my $k = $j; $k <= @a; $k++) { return 1 if m_($i + 1, $k); }
				return 0;
			}
			return $j < @a && line($e[$i], $a[$j]) && m_($i + 1, $j + 1);
		}
		exit(m_(0, 0) ? 0 : 1);
	' "$1" "$2"
}

pass=0 fail=0 k=0
while IFS=$'\t' read -r line want cmd; do
	got=$(cat "$tmp/out/status.$k" 2>/dev/null || echo "not run")
	ok=1
	[ "$want" = - ] || [ "$got" = "$want" ] || ok=0
	match "$tmp/out/exp.$k" "$tmp/out/out.$k" || ok=0
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL README.md:$line: \$ $cmd"
		[ "$want" = - ] || [ "$got" = "$want" ] || echo "  exit status $got, expected $want"
		diff -u "$tmp/out/exp.$k" "$tmp/out/out.$k" | sed '1,2d; s/^/  /' | head -40
	fi
	k=$((k + 1))
done < "$tmp/out/cases"
echo "readme: $pass passed, $fail failed"
[ "$fail" = 0 ]

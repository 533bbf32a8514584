#!/usr/bin/env bash
# make lint: every command's usage is generated from its spec (issue 28).
# A finding, "FILE:LINE: ROW: TEXT", is
#  - a command row ({ "name", fn, "usage", ... } in a struct command table
#    or a macro's)
#    whose written usage names an option ("--x", "-x"): the options belong in the
#    row's opts and want, the written usage holds the operands only;
#  - a command row whose usage is a macro's or a variable's that names an
#    option, or that cannot be read;
#  - a usage line written into a call ("usage: referee ..."): a command says
#    cli_usage_error(), which prints its row's.
# Every row is converted: there is no list of exceptions.
#   bash tests/lint/usage.sh [DIR]   (default: src)
set -u
dir=${1:-src}
found=$(find "$dir" -name '*.[ch]' | LC_ALL=C sort | xargs perl -0777 -ne '
	my $f = $ARGV;
	my $t = $_;
	# comments out, newlines kept for the line numbers
	$t =~ s{/\*.*?\*/}{ my $c = $&; $c =~ s/[^\n]//g; $c }gse;
	$t =~ s/\\\n/\n/g;		# the continued lines of a macro row
	while ($t =~ /\{\s*"([a-z_-]+)",\s*[A-Za-z_]\w*,\s*((?:"(?:[^"\\\n]|\\.)*"\s*)+)/g) {
		my ($row, $lits, $at) = ($1, $2, $-[0]);
		my $s = join "", $lits =~ /"((?:[^"\\\n]|\\.)*)"/g;
		next unless $s =~ /--|(?:^|[\s\[|])-[A-Za-z]\b/;
		my $line = 1 + (substr($t, 0, $at) =~ tr/\n//);
		print "$f:$line: $row: \"$s\"\n";
	}
	# a usage named, not written in the row: its macro or variable, read at the end
	while ($t =~ /\{\s*"([a-z_-]+)",\s*[A-Za-z_]\w*,\s*([A-Za-z_]\w*)\s*,/g) {
		next if $2 eq "NULL";
		my $line = 1 + (substr($t, 0, $-[0]) =~ tr/\n//);
		push @named, [$f, $line, $1, $2];
	}
	while ($t =~ /(?:#define\s+(\w+)|char\s+(\w+)\s*\[\]\s*=)\s*((?:"(?:[^"\\\n]|\\.)*"\s*)+)/g) {
		my ($n, $lits) = (defined $1 ? $1 : $2, $3);
		$def{$n} = join "", $lits =~ /"((?:[^"\\\n]|\\.)*)"/g;
	}
	END {
		for (@named) {
			my ($f, $line, $row, $n) = @$_;
			print "$f:$line: $row: $n, a usage written elsewhere\n"
			    if !defined $def{$n} || $def{$n} =~ /--|(?:^|[\s\[|])-[A-Za-z]\b/;
		}
	}
	while ($t =~ /_\("usage: referee ([a-z-]+(?: [a-z-]+)?)/g) {
		my $line = 1 + (substr($t, 0, $-[0]) =~ tr/\n//);
		print "$f:$line: $1: a usage written into a call\n";
	}
' 2>/dev/null)
st=0
if [ -n "$found" ]; then
	printf '%s\n' "$found"
	st=1
fi
[ $st -eq 0 ] || echo "lint: a usage written by hand (tests/lint/usage.sh)"
exit $st

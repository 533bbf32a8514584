#!/usr/bin/env bash
# make lint: no string reaches output without gettext (issues 28 and 29).
# A string literal in the given C files (default: src/) is a finding when
#  - it is an argument of a call to an output function, as the whole
#    argument or as a branch of a conditional (?:) that is the argument;
#    adjacent literals ("a" "b", and the <inttypes.h> PRI... macros between
#    them) count as one literal, reported on the line where it starts;
#  - and its text holds a word: two or more letters in a row (Polish and
#    other Unicode letters included) once these are taken out: printf
#    conversions (%s, %-12.3lf, %%, %*d ...), escapes (\n, \t, \", \x41,
#    \033 ...), HTML tags (<td class="num">, </p>, <!DOCTYPE html>, and a
#    tag still open where the literal ends: "<a href=\"") and entities (&nbsp;).
# A literal wrapped in _(), N_(), P_(), C_() or NT_() is never the whole
# argument, so it is never a finding: _() for what a person reads, NT_() for
# machine text (CSV headers, SQL, notation, file names and formats, command
# and option names, markup, keys); see src/util/i18n.h.
# The output functions are printf, fprintf, dprintf, sprintf, snprintf,
# vprintf, vfprintf, vsnprintf, puts, fputs, perror and the project's own:
# err_set, sb_addf, sb_adds, sb_addn, fmt_buf, table_addf, text_put,
# csv_put_field, page_para, page_heading, page_text, page_pre, page_begin,
# page_begin_sheets, page_begin_lang, cli_errx, cli_err_at, cli_text,
# db_fail, cmd_missing, cli_opt_refused, baska_cli_seat_opt,
# html_put, name_miss, league_number, db_step_done, exec (src/db/db.c's)
# put_row (cmd_baska_text.c's label and value)
# (each prints or reports a text it is given); and
# every function that the given files declare with
# __attribute__((format(printf, ...))) (the commands' and readers' fail,
# refuse, rule ... helpers), so a new one is covered as soon as it is
# declared. Comments are out; a call's arguments
# are read up to its matching parenthesis.
# Not seen (review's part): a literal first kept in a variable or a table
# (tables of messages are N_() for xgettext), a literal inside another call
# that is an argument (f(x, g("word"))), one literal letter ("x"), and what
# a string holds once formatted.
#   bash tests/lint/strings.sh [FILE|DIR...]
set -u
[ $# -gt 0 ] || set -- src
files=$(find "$@" -name '*.c' | LC_ALL=C sort)
[ -n "$files" ] || exit 0
# The format-declared helpers of all given files (headers too), one name a line.
# shellcheck disable=SC2016
helpers=$(find "$@" -name '*.[ch]' -print0 | xargs -0 perl -0777 -ne '
	s{/\*.*?\*/|//[^\n]*}{ }gs;
	s{^\s*#[^\n]*(?:\\\n[^\n]*)*}{}mg;
	for my $decl (split /[;{}]/) {
		print "$1\n" if $decl =~ /__attribute__\s*\(\(\s*format\s*\(\s*printf/ &&
		    $decl =~ /(\w+)\s*\(/;
	}' | LC_ALL=C sort -u | tr '\n' ' ')
# shellcheck disable=SC2086
hits=$(HELPERS="$helpers" perl -0777 -ne '
	use Encode qw(decode_utf8);
	my $src = $_;
	# Comments out (their newlines kept), strings and characters left alone.
	$src =~ s{("(?:[^"\\\n]|\\.)*")|(\x27(?:[^\x27\\\n]|\\.)*\x27)|(/\*.*?\*/)|(//[^\n]*)}{
		defined $1 ? $1 : defined $2 ? $2 : defined $3 ? do { my $c = $3; $c =~ s/[^\n]//g; $c } : ""
	}gse;
	my @out = qw(printf fprintf dprintf sprintf snprintf vprintf vfprintf vsnprintf
	    puts fputs perror err_set sb_addf sb_adds sb_addn fmt_buf table_addf text_put
	    csv_put_field page_para page_heading page_text page_pre page_begin
	    page_begin_sheets page_begin_lang cli_errx cli_err_at cli_text db_fail
	    cmd_missing cli_opt_refused baska_cli_seat_opt html_put name_miss
	    league_number db_step_done exec put_row);
	push @out, split " ", $ENV{HELPERS};
	my $names = join "|", map quotemeta, @out;
	my $lit = qr/"(?:[^"\\\n]|\\.)*"/;
	my $run = qr/^\s*((?:$lit|PRI\w+|SCN\w+)(?:\s*(?:$lit|PRI\w+|SCN\w+))*)\s*$/s;
	while ($src =~ /\b(?:$names)\s*\(/g) {
		my $start = pos($src);
		# The arguments, split at commas outside parentheses and strings,
		# each kept with its offset; and each split again at ? and :.
		my ($depth, $i, $from, @args) = (1, $start, $start);
		while ($i < length($src) && $depth > 0) {
			my $c = substr($src, $i, 1);
			if ($c eq "\"" || $c eq "\x27") {
				substr($src, $i) =~ /^(\Q$c\E(?:[^\Q$c\E\\\n]|\\.)*\Q$c\E)/s or last;
				$i += length($1);
				next;
			}
			$depth++ if $c =~ /[(\[{]/;
			$depth-- if $c =~ /[)\]}]/;
			if (($depth == 1 && ($c eq "," || $c eq "?" || $c eq ":")) || $depth == 0) {
				push @args, [$from, substr($src, $from, $i - $from)];
				$from = $i + 1;
			}
			$i++;
		}
		for my $a (@args) {
			my ($at, $arg) = @$a;
			next unless $arg =~ $run;
			my $text = join "", $1 =~ /"((?:[^"\\\n]|\\.)*)"/g;
			my $t = decode_utf8($text);
			$t =~ s/%[-+ #0\x27]*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn%]//g;
			$t =~ s/\\(?:x[0-9a-fA-F]+|[0-7]{1,3}|.)/ /g;
			$t =~ s{<[!/]?[A-Za-z][^<>]*(?:>|$)}{ }g;
			$t =~ s/&#?\w+;/ /g;
			next unless $t =~ /\p{L}{2}/;
			$arg =~ /^\s*/;
			my $line = (substr($src, 0, $at + length($&)) =~ tr/\n//) + 1;
			$text = substr($text, 0, 69) . "..." if length($text) > 72;
			print "$ARGV:$line: \"$text\"\n";
		}
	}
' $files)
if [ -n "$hits" ]; then
	echo "$hits"
	echo "lint: a string reaches output without gettext: wrap it in _() (or P_(), C_()) and translate it in po/pl.po, or mark machine text NT_() (src/util/i18n.h)"
	exit 1
fi
exit 0

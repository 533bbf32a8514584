/*
 * referee dice advise | analyse: the optimal strategy of general.md §7 put to
 * work (issue 17). The solver's table is computed once per ruleset and kept
 * in a cache file under $XDG_CACHE_HOME/referee/ (else ~/.cache/referee/),
 * named by a hash of the ruleset's canonical text, written atomically and
 * checked when read.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "../util/stream.h"
#include "cmd_dice.h"
#include "cmd_dice_solve.h"
#include "../notation/gdr.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

/* ----------------------------------------------------------- the cache */

#define CACHE_MAGIC	"REFDSOL1"
#define CACHE_HEAD	40	/* magic 8, endian 4, sizeof(double) 4, count 8, text 8, sum 8 */

/* The ruleset's values as key = value lines, without the comments. */
static void
canonical_text(const struct dice_rules *r, struct strbuf *out)
{
	struct strbuf	 all = { 0 };
	const char	*p, *q;

	kv_print(&dice_ruleset_game, NULL, r, &all);
	for (p = sb_str(&all); *p; p = *q ? q + 1 : q) {
		q = strchr(p, '\n');
		if (q == NULL)
			q = p + strlen(p);
		if (*p != '#' && q > p) {
			sb_addn(out, p, (size_t)(q - p));
			sb_addc(out, '\n');
		}
	}
	sb_free(&all);
}

/* FNV-1a over bytes, then over 64-bit words (the table: fast enough for 8 MiB). */
static uint64_t
hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	while (n--)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}

static uint64_t
hash_words(uint64_t h, const double *d, size_t n)
{
	uint64_t w;
	size_t	 i;

	for (i = 0; i < n; i++) {
		memcpy(&w, &d[i], sizeof(w));
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 29;
	}
	return h;
}

static void
put64(unsigned char *p, uint64_t v)
{
	memcpy(p, &v, sizeof(v));
}

static uint64_t
get64(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

/* The cache path for a ruleset text; -1 when there is no home for it. */
static int
cache_path(const char *text, char *path, size_t size, char *dir, size_t dsize)
{
	const char	*xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	/* A home too long for the buffers has no cache (never a cut path). */
	if ((xdg != NULL && xdg[0] == '/' && strlen(xdg) + 64 > dsize) ||
	    (home != NULL && strlen(home) + 64 > dsize) || dsize + 64 > size)
		return -1;
	if (xdg != NULL && xdg[0] == '/')
		fmt_buf(dir, dsize, NT_("%s/referee"), xdg);
	else if (home != NULL && home[0] != '\0')
		fmt_buf(dir, dsize, NT_("%s/.cache/referee"), home);
	else
		return -1;
	fmt_buf(path, size, NT_("%s/dice-solver-%016llx.bin"), dir,
	    (unsigned long long)hash_bytes(0xcbf29ce484222325ULL, text, strlen(text)));
	return 0;
}

static int
read_all(int fd, void *buf, size_t n)
{
	unsigned char	*p = buf;
	ssize_t		 k;

	while (n > 0) {
		if ((k = read(fd, p, n)) <= 0) {
			if (k < 0 && errno == EINTR)
				continue;
			return -1;
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

static int
write_all(int fd, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	ssize_t		 k;

	while (n > 0) {
		if ((k = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

/*
 * Loads the table into s if path holds a whole, undamaged table for text.
 * Returns 0 when loaded, 1 when absent, -1 when present but unusable.
 */
static int
cache_load(const char *path, const char *text, struct dice_solver *s)
{
	unsigned char	 head[CACHE_HEAD];
	struct stat	 sb;
	size_t		 n = dice_solver_size(s), tlen = strlen(text);
	uint32_t	 endian = 0x01020304, dsize = sizeof(double);
	char		*t = NULL;
	uint64_t	 h;
	int		 fd, rc = -1;

	if ((fd = open(path, O_RDONLY)) == -1)
		return errno == ENOENT ? 1 : -1;
	if (fstat(fd, &sb) == -1 ||
	    (uint64_t)sb.st_size != CACHE_HEAD + tlen + n * sizeof(double) ||
	    read_all(fd, head, sizeof(head)) == -1 ||
	    memcmp(head, CACHE_MAGIC, 8) != 0 || memcmp(head + 8, &endian, 4) != 0 ||
	    memcmp(head + 12, &dsize, 4) != 0 || get64(head + 16) != n ||
	    get64(head + 24) != tlen)
		goto out;
	t = xcalloc(1, tlen + 1);
	if (read_all(fd, t, tlen) == -1 || memcmp(t, text, tlen) != 0 ||
	    read_all(fd, dice_solver_table(s), n * sizeof(double)) == -1)
		goto out;
	h = hash_words(hash_bytes(0xcbf29ce484222325ULL, t, tlen), dice_solver_table(s), n);
	if (h == get64(head + 32))
		rc = 0;
out:
	free(t);
	close(fd);
	return rc;
}

/* Writes the table atomically: a temporary file in the directory, then rename. */
static int
cache_save(const char *dir, const char *path, const char *text, struct dice_solver *s)
{
	unsigned char	 head[CACHE_HEAD];
	size_t		 n = dice_solver_size(s), tlen = strlen(text);
	uint32_t	 endian = 0x01020304, dsize = sizeof(double);
	char		 tmp[4200], parent[4200], *slash;
	int		 fd, e;

	fmt_buf(parent, sizeof(parent), "%s", dir);
	if ((slash = strrchr(parent, '/')) != NULL && slash != parent) {
		*slash = '\0';
		if (mkdir(parent, 0755) == -1 && errno != EEXIST)
			return -1;
	}
	if (mkdir(dir, 0755) == -1 && errno != EEXIST)
		return -1;
	memcpy(head, CACHE_MAGIC, 8);
	memcpy(head + 8, &endian, 4);
	memcpy(head + 12, &dsize, 4);
	put64(head + 16, n);
	put64(head + 24, tlen);
	put64(head + 32, hash_words(hash_bytes(0xcbf29ce484222325ULL, text, tlen),
	    dice_solver_table(s), n));
	fmt_buf(tmp, sizeof(tmp), NT_("%s.tmp.%ld"), path, (long)getpid());
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == -1)
		return -1;
	if (write_all(fd, head, sizeof(head)) == -1 || write_all(fd, text, tlen) == -1 ||
	    write_all(fd, dice_solver_table(s), n * sizeof(double)) == -1 || fsync(fd) == -1) {
		e = errno;
		close(fd);
		unlink(tmp);
		errno = e;
		return -1;
	}
	if (close(fd) == -1 || rename(tmp, path) == -1) {
		e = errno;
		unlink(tmp);
		errno = e;
		return -1;
	}
	return 0;
}

static int
nthreads(void)
{
	long	 n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 2 ? 2 : (int)n;
}

/*
 * The solver for the rules with its whole table: from the cache, else
 * computed (a second or two) and cached. A cache that cannot be written is
 * only a warning.
 */
static struct dice_solver *
solver_get(const struct dice_rules *r)
{
	struct dice_solver	*s = dice_solver_alloc(r);
	struct strbuf		 text = { 0 };
	char			 path[4200], dir[4096];
	int			 rc;

	canonical_text(r, &text);
	if (cache_path(sb_str(&text), path, sizeof(path), dir, sizeof(dir)) == -1) {
		dice_solver_run_threads(s, 0, nthreads());
		sb_free(&text);
		return s;
	}
	if ((rc = cache_load(path, sb_str(&text), s)) == 0) {
		sb_free(&text);
		return s;
	}
	if (rc == -1)
		fprintf(stderr, _("referee: %s: the solver cache is damaged or stale; computing it "
		    "again\n"), path);
	dice_solver_run_threads(s, 0, nthreads());
	if (cache_save(dir, path, sb_str(&text), s) == -1)
		fprintf(stderr, _("referee: %s: cannot write the solver cache: %s\n"), path,
		    strerror(errno));
	sb_free(&text);
	return s;
}

/* ------------------------------------------------------------- advise */

/*
 * --used and the five dice, as 'dice score' reads them (cmd_dice.c has the
 * same parsers; to be shared once cmd_dice.c is split).
 */
struct used_arg {
	struct dice_card card;
	unsigned	 known;		/* boxes whose points were given */
};

/* The dice kept; people (not CSV) read the words in their language. */
static void
keep_str(int keep, int people, char *buf, size_t size)
{
	int	 d[DICE_N], n, i;
	size_t	 o = 0;

	n = dice_keep_dice(keep, d);
	if (n == 0) {
		fmt_buf(buf, size, "%s", people ? _("re-roll all") : NT_("re-roll all"));
		return;
	}
	for (i = 0; i < n && o + 3 < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%d", i ? " " : "", d[i]);
	if (n == DICE_N && o + 8 < size)
		snprintf(buf + o, size - o, "%s", people ? _(" (stop)") : NT_(" (stop)"));
}

/* The own options of dice advise. */
struct advise_opts {
	char		**used;
	int		 nused, upper, throwno, gen_scored, first_elsewhere;
};

static int
advise_opt(int ch, const char *arg, void *ctx)
{
	struct advise_opts *ao = ctx;

	switch (ch) {
	case 'u':
		ao->used = xreallocarray(ao->used, (size_t)ao->nused + 1, sizeof(*ao->used));
		ao->used[ao->nused++] = (char *)arg;
		break;
	case 'U':
		if (parse_intn(arg, strlen(arg), 0, 1000, &(long){ 0 }) == -1)
			return cli_errx(EXIT_USAGE, _("--upper: expected the upper total so far, "
			    "0 or more, not '%s'"), arg);
		ao->upper = atoi(arg);
		break;
	case 'g':
		ao->gen_scored = 1;
		break;
	case 'e':
		ao->first_elsewhere = 1;
		break;
	default:
		if (parse_intn(arg, strlen(arg), 1, DICE_MAX_THROWS, &(long){ 0 }) == -1)
			return cli_errx(EXIT_USAGE, _("--throw: expected 1, 2 or 3, not '%s'"), arg);
		ao->throwno = atoi(arg);
		break;
	}
	return 0;
}

/*
 * The card of --used, --general-scored, --first-general-elsewhere and
 * --upper, checked against the rules. 0 or the exit status.
 */
static int
advise_card(const struct dice_rules *r, const struct advise_opts *ao, struct used_arg *u,
    struct dice_state *st, struct dice_totals *tot)
{
	struct dice_solver	*s;
	int			 ok;

	if (ao->gen_scored) {
		if ((u->known & BOX_BIT(BOX_GENERAL)) && u->card.score[BOX_GENERAL] != r->general)
			return cli_errx(EXIT_USAGE, _("--general-scored: but --used gives general=%d"),
			    u->card.score[BOX_GENERAL]);
		u->card.used |= BOX_BIT(BOX_GENERAL);
		u->card.score[BOX_GENERAL] = r->general;
		u->known |= BOX_BIT(BOX_GENERAL);
	}
	if (u->card.score[BOX_GENERAL] == r->general && (u->card.used & BOX_BIT(BOX_GENERAL)))
		u->card.first_general = ao->first_elsewhere ? FIRST_ELSEWHERE : FIRST_IN_BOX;
	else if (ao->first_elsewhere)
		u->card.first_general = FIRST_ELSEWHERE;
	if (u->card.used == BOXES_ALL)
		return cli_errx(EXIT_USAGE, _("every category is already used"));
	dice_card_totals(r, &u->card, tot);
	dice_state_of_card(r, &u->card, st);
	if (ao->upper >= 0) {
		if ((u->card.used & BOXES_UPPER & ~u->known) == 0 && ao->upper != tot->upper)
			return cli_errx(EXIT_USAGE, _("--upper %d: but the upper categories given "
			    "with --used make %d"), ao->upper, tot->upper);
		st->upper = ao->upper > r->upper_bonus_threshold ? r->upper_bonus_threshold :
		    ao->upper;
	} else if (u->card.used & BOXES_UPPER & ~u->known)
		return cli_errx(EXIT_USAGE, _("--upper: needed when an upper category is given "
		    "without its points"));
	s = dice_solver_alloc(r);
	ok = dice_solver_upper_possible(s, u->card.used, st->upper);
	dice_solver_free(s);
	if (!ok)
		return cli_errx(EXIT_USAGE, _("--upper %d: the used upper categories cannot make "
		    "that total"), ao->upper);
	return 0;
}

/* The advice as a table, led in text by the state and the best choice. */
static void
advise_print(const struct dice_rules *r, const struct used_arg *u, const struct dice_state *st,
    const struct dice_totals *tot, const struct dice_advice *a, int throwno,
    enum out_format fmt)
{
	struct table	*t;
	const char	*head[4];
	char		 what[64];
	double		 base, best;
	int		 i, known_all;

	/*
	 * Points on the card, known when every used box has its points (with
	 * the upper bonus; bonuses for earlier generałs are not given).
	 */
	known_all = (u->card.used & ~u->known) == 0;
	base = known_all ? tot->total : 0;
	best = a->c[0].value;
	head[0] = a->last ? N_("category") : N_("keep");
	head[1] = a->last ? N_("points") : N_("dice");
	head[2] = known_all ? N_("expected") : N_("to come");
	head[3] = N_("cost");
	t = table_alloc(a->last ? 4 : 3, a->last ? head : (const char *[]){ head[0], head[2],
	    head[3] });
	table_align_right(t, 1);
	table_align_right(t, 2);
	if (a->last)
		table_align_right(t, 3);
	for (i = 0; i < a->n; i++) {
		const char *fmtv = fmt == FMT_CSV ? "%.6f" : "%.2f";
		char	 v[32], c[32];

		if (fmt == FMT_TEXT) {	/* the locale's decimal point in text only */
			lang_decimal(v, sizeof(v), fmtv, base + a->c[i].value);
			lang_decimal(c, sizeof(c), fmtv, a->c[i].value - best);
		} else {
			snprintf(v, sizeof(v), fmtv, base + a->c[i].value);
			snprintf(c, sizeof(c), fmtv, a->c[i].value - best);
		}
		if (fmt == FMT_TEXT && a->c[i].value - best > -0.005)
			fmt_buf(c, sizeof(c), _("best"));
		if (a->last)
			table_addf(t, "%s\t%d\t%s\t%s", dice_cli_box(a->c[i].box, fmt),
			    a->c[i].points,
			    v, c);
		else {
			keep_str(a->c[i].keep, fmt != FMT_CSV, what, sizeof(what));
			table_addf(t, "%s\t%s\t%s", what, v, c);
		}
	}
	if (fmt == FMT_TEXT) {
		printf(P_("throw %d of %d, %d category open, upper total %d",
		    "throw %d of %d, %d categories open, upper total %d",
		    DICE_NBOXES - __builtin_popcount(u->card.used)), throwno,
		    r->rolls_per_turn, DICE_NBOXES - __builtin_popcount(u->card.used), st->upper);
		if (known_all)
			printf(_(", %d points so far"), (int)base);
		printf("\n");
		if (a->last)
			printf(_("best category: %s (%d points)\n"), dice_box_name(a->c[0].box),
			    a->c[0].points);
		else {
			keep_str(a->c[0].keep, 1, what, sizeof(what));
			printf(_("best keep: %s\n"), what);
		}
		printf(known_all ? _("%s: the expected final score under optimal play from here on\n") :
		    _("%s: the expected points still to come under optimal play from here on\n"),
		    _(head[2]));
	}
	table_print(stdout, t, fmt);
	table_free(t);
}

int
cmd_dice_advise(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "used", required_argument, NULL, 'u' },
		{ "upper", required_argument, NULL, 'U' },
		{ "general-scored", no_argument, NULL, 'g' },
		{ "first-general-elsewhere", no_argument, NULL, 'e' },
		{ "throw", required_argument, NULL, 't' },
		{ NULL, 0, NULL, 0 }
	};
	struct advise_opts	 ao = { NULL, 0, -1, 1, 0, 0 };
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT, .extra = longopts,
				    .handle = advise_opt, .ctx = &ao };
	struct dice_rules	 r;
	struct used_arg		 u;
	struct dice_state	 st;
	struct dice_advice	 a;
	struct dice_totals	 tot;
	struct dice_solver	*s;
	int			 i, rc, dice[DICE_N];

	memset(&u, 0, sizeof(u));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0 ||
	    (rc = cli_ruleset(&dice_ruleset_game, o.ruleset, &r)) != 0) {
		free(ao.used);
		return rc;
	}
	argc -= optind;
	argv += optind;
	for (i = 0; i < ao.nused; i++)
		if ((rc = dice_used_parse(&r, ao.used[i], &u.card, &u.known)) != 0) {
			free(ao.used);
			return rc;
		}
	free(ao.used);
	if ((rc = dice_args(argc, argv, dice)) != 0)
		return rc;
	if (ao.throwno > r.rolls_per_turn)
		return cli_errx(EXIT_USAGE, _("--throw %d: the ruleset allows %d throws a turn"),
		    ao.throwno, r.rolls_per_turn);
	if ((rc = advise_card(&r, &ao, &u, &st, &tot)) != 0)
		return rc;
	s = solver_get(&r);
	dice_advise(s, &st, &u.card, ao.throwno, dice, &a);
	advise_print(&r, &u, &st, &tot, &a, ao.throwno, o.format);
	dice_solver_free(s);
	return EXIT_OK;
}

/* ------------------------------------------------------------- analyse */

static void
html_put(FILE *fp, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '<': fputs("&lt;", fp); break;
		case '>': fputs("&gt;", fp); break;
		case '&': fputs("&amp;", fp); break;
		case '"': fputs("&quot;", fp); break;
		default: fputc(*s, fp);
		}
}

/* A signed figure to 2 decimals, without "-0.00" (text and pages: the locale's point). */
static const char *
sgn2(char *buf, size_t size, double x)
{
	return lang_decimal(buf, size, "%+.2f", x > -0.005 && x < 0.005 ? 0.0 : x);
}

/* The costly decisions of a turn, "keep 3 3 before throw 2 (best 3 3 3) -1.05; …". */
static void
turn_notes(const struct dice_analysis *a, const struct dice_turn *t,
    const struct dice_turn_eq *q, struct strbuf *sb)
{
	char	 k[64], b[64], num[32];
	int	 i;

	for (i = 0; i < a->rolls - 1; i++) {
		if (q->loss[i] > -0.005)
			continue;
		if (i + 1 < t->nthrows) {
			keep_str(dice_keep_index(t->keep[i + 1], t->nkeep[i + 1]), 1, k, sizeof(k));
			sb_addf(sb, _("%skeep %s before throw %d"), sb->len ? "; " : "", k, i + 2);
		} else
			sb_addf(sb, _("%sstop before throw %d"), sb->len ? "; " : "", i + 2);
		if (dice_keep_dice(q->best_keep[i], (int[DICE_N]){ 0 }) == DICE_N)
			fmt_buf(b, sizeof(b), "%s", _("stop"));
		else
			keep_str(q->best_keep[i], 1, b, sizeof(b));
		sb_addf(sb, _(" (best: %s) %s"), b,
		    lang_decimal(num, sizeof(num), "%.2f", q->loss[i]));
	}
	if (q->loss[a->rolls - 1] <= -0.005)
		sb_addf(sb, _("%s%s (best: %s) %s"), sb->len ? "; " : "", dice_box_name(t->box),
		    dice_box_name(q->best_box),
		    lang_decimal(num, sizeof(num), "%.2f", q->loss[a->rolls - 1]));
}

/* A per-turn chart of one player: equity line, luck and skill bars. */
static void
svg_player(FILE *fp, const struct dice_analysis *a, int p)
{
	const int	 w = 640, h = 300, left = 50, right = 20, top = 20, mid = 170, bot = 280;
	double		 eq[DICE_NBOXES + 1], lk[DICE_NBOXES], sk[DICE_NBOXES];
	double		 lo, hi, bmax = 1, x, y, y0, bw;
	size_t		 i;
	int		 n = 0, k;

	eq[0] = a->players[p].expected;
	for (i = 0; i < a->nturns && n < DICE_NBOXES; i++)
		if (a->turns[i].player == p) {
			lk[n] = a->turns[i].luck_sum;
			sk[n] = a->turns[i].skill_sum;
			eq[++n] = a->turns[i].end;
		}
	lo = hi = eq[0];
	for (k = 0; k <= n; k++) {
		lo = eq[k] < lo ? eq[k] : lo;
		hi = eq[k] > hi ? eq[k] : hi;
	}
	for (k = 0; k < n; k++) {
		bmax = lk[k] > bmax ? lk[k] : -lk[k] > bmax ? -lk[k] : bmax;
		bmax = -sk[k] > bmax ? -sk[k] : bmax;
	}
	lo -= 10;
	hi += 10;
#define SX(t)	(left + (double)(t) * (w - left - right) / DICE_NBOXES)
#define SY(v)	(top + (hi - (v)) * (mid - 10 - top) / (hi - lo))
#define BY(v)	((mid + bot) / 2.0 - (v) * ((bot - mid) / 2.0 - 5) / bmax)
	fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" role=\"img\">\n", w, h, w, h);
	fprintf(fp, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, h);
	/* Expected score of optimal play: a dashed line. */
	y = SY(a->players[p].expected);
	fprintf(fp, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\" "
	    "stroke-dasharray=\"4 3\"/>\n", left, y, w - right, y);
	fprintf(fp, "<text x=\"%d\" y=\"%.1f\" font-size=\"10\" text-anchor=\"end\">%.1f</text>\n",
	    left - 4, y + 3, a->players[p].expected);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>\n", left, top - 6,
	    _("equity (expected final score) after each turn"));
	fputs("<polyline fill=\"none\" stroke=\"#1f5fa8\" stroke-width=\"2\" points=\"", fp);
	for (k = 0; k <= n; k++)
		fprintf(fp, "%s%.1f,%.1f", k ? " " : "", SX(k), SY(eq[k]));
	fputs("\"/>\n", fp);
	for (k = 0; k <= n; k++)
		fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#1f5fa8\"><title>%s %d: "
		    "%.2f</title></circle>\n", SX(k), SY(eq[k]), _("turn"), k, eq[k]);
	/* Luck (green up / red down) and skill (orange) per turn. */
	y0 = BY(0);
	fprintf(fp, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#444\"/>\n",
	    left, y0, w - right, y0);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s, ±%.1f</text>\n", left, mid + 2,
	    _("luck (green/red) and skill (orange) per turn"), bmax);
	bw = (w - left - right) / (double)DICE_NBOXES / 3;
	for (k = 0; k < n; k++) {
		x = SX(k + 0.5) - bw;
		y = BY(lk[k]);
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
		    "fill=\"%s\"><title>%s %d %s %+.2f</title></rect>\n", x,
		    y < y0 ? y : y0, bw, y < y0 ? y0 - y : y - y0,
		    lk[k] >= 0 ? "#2e8b57" : "#c0392b", _("turn"), k + 1, _("luck"), lk[k]);
		y = BY(sk[k] < 0 ? sk[k] : 0);	/* skill is never above 0 but for rounding */
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
		    "fill=\"#e67e22\"><title>%s %d %s %+.2f</title></rect>\n", x + bw, y0, bw,
		    y - y0, _("turn"), k + 1, _("skill"), sk[k] < 0 ? sk[k] : 0);
		fprintf(fp, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%d"
		    "</text>\n", SX(k + 0.5), bot + 12 > h ? h - 2 : bot + 12, k + 1);
	}
#undef SX
#undef SY
#undef BY
	fputs("</svg>\n", fp);
}

/*
 * Reads a record and its rules (--ruleset, else its Ruleset tag, else the
 * default) and judges it: only a record that keeps the rules can be
 * measured against optimal play. 0 or the exit status (printed).
 */
static int
analyse_load(const char *path, const char *ruleset, struct dice_game *g,
    struct dice_rules *r, const char **rname)
{
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	const struct kv_preset	*pr;
	struct dice_verdict	 v;
	struct errbuf		 err;
	char			*buf;
	size_t			 len, i;
	int			 rc;

	if (ruleset != NULL && (rc = cli_ruleset(&dice_ruleset_game, ruleset, r)) != 0)
		return rc;
	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = gdr_parse(buf, len, g, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	if (ruleset != NULL)
		*rname = ruleset;
	else if (g->ruleset[0] == '\0') {
		*r = *(const struct dice_rules *)dice_ruleset_game.presets[0].obj;
		*rname = dice_ruleset_game.presets[0].name;
	} else if ((pr = kv_preset_find(&dice_ruleset_game, g->ruleset)) != NULL) {
		*r = *(const struct dice_rules *)pr->obj;
		*rname = g->ruleset;
	} else {
		err_set(&err, g->ruleset_line, g->ruleset_col,
		    _("Ruleset: expected general or yahtzee, not '%s'"), g->ruleset);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	rc = 0;
	if (dice_judge(r, g, &v) > 0) {
		for (i = 0; i < v.rulings.n; i++) {
			err.line = v.rulings.r[i].line;
			err.col = v.rulings.r[i].col;
			fmt_buf(err.msg, sizeof(err.msg), "%s", v.rulings.r[i].text);
			cli_err_at(EXIT_RULE, file, &err);
		}
		fprintf(stderr, _("referee: %s: the record breaks the rules (see 'referee dice "
		    "check'); nothing to analyse\n"), file);
		rc = EXIT_RULE;
	}
	dice_verdict_free(&v);
	return rc;
}

/* --format csv: one row a turn, one total row a player. */
static void
analyse_csv(const struct dice_game *g, const struct dice_analysis *an)
{
	static const char *const chead[] = { "player", "turn", "line", "category", "points",
	    "luck", "skill", "equity_before", "equity_after", "best_category" };
	struct table	*t = table_alloc(10, chead);
	size_t		 i;
	int		 p;

	for (i = 0; i < an->nturns; i++) {
		const struct dice_turn_eq *q = &an->turns[i];

		table_addf(t, "%s\t%d\t%d\t%s\t%d\t%.9f\t%.9f\t%.9f\t%.9f\t%s",
		    g->players[q->player], q->number, g->turns[i].line,
		    dice_box_id(g->turns[i].box), q->points, q->luck_sum, q->skill_sum,
		    q->start, q->end, dice_box_id(q->best_box));
	}
	for (p = 0; p < g->nplayers; p++)
		table_addf(t, NT_("%s\ttotal\t\t\t%d\t%.9f\t%.9f\t%.9f\t%d\t"), g->players[p],
		    an->players[p].score, an->players[p].luck, an->players[p].skill,
		    an->players[p].expected, an->players[p].score);
	table_print(stdout, t, FMT_CSV);
	table_free(t);
}

/* The heading: the page head and title in HTML, a line in text. */
static void
analyse_head(const struct dice_game *g, const char *rname, double expected,
    enum out_format fmt)
{
	char	 num[32], date[64];

	if (fmt != FMT_HTML) {
		printf(_("%s%s%s (ruleset %s): optimal play expects %s points\n"),
		    g->event[0] ? g->event : NT_("Generał"), g->date[0] ? ", " : "",
		    lang_date(date, sizeof(date), g->date), rname,
		    lang_decimal(num, sizeof(num), "%.2f", expected));
		return;
	}
	printf("<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
	    "<title>", C_("html lang", "en"));
	html_put(stdout, g->event[0] ? g->event : NT_("Generał"));
	printf(NT_(": %s</title>\n<style>\nbody { font-family: sans-serif; margin: 2em; }\n"
	    "table { border-collapse: collapse; margin: 1em 0; }\n"
	    "th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; }\n"
	    "td.num { text-align: right; }\n</style>\n</head>\n<body>\n<h1>"), _("luck and skill"));
	html_put(stdout, g->event[0] ? g->event : NT_("Generał"));
	if (g->date[0]) {
		fputs(", ", stdout);
		html_put(stdout, g->date);
	}
	printf("</h1>\n<p>%s ", _("Ruleset"));
	html_put(stdout, rname);
	fputs(". ", stdout);
	printf(_("Optimal play expects %.2f points. Luck: what each throw gave against "
	    "its expectation; skill: what each decision cost against the best one. "
	    "Luck + skill = score &minus; expected."), expected);
	fputs("</p>\n", stdout);
}

/* The players' table. */
static void
analyse_players(const struct dice_game *g, const struct dice_analysis *an,
    enum out_format fmt)
{
	static const char *const phead[] = { N_("player"), N_("score"), N_("expected"),
	    N_("luck"), N_("skill"), N_("luck+skill") };
	struct table	*t = table_alloc(6, phead);
	char		 f1[32], f2[32], f3[32], f4[32];
	int		 p;

	for (p = 1; p < 6; p++)
		table_align_right(t, p);
	for (p = 0; p < g->nplayers; p++)
		table_addf(t, "%s\t%d\t%s\t%s\t%s\t%s", g->players[p],
		    an->players[p].score, lang_decimal(f4, sizeof(f4), "%.2f",
		    an->players[p].expected),
		    sgn2(f1, sizeof(f1), an->players[p].luck),
		    sgn2(f2, sizeof(f2), an->players[p].skill),
		    sgn2(f3, sizeof(f3), an->players[p].luck + an->players[p].skill));
	if (fmt == FMT_TEXT)
		printf("\n");
	table_print(stdout, t, fmt);
	table_free(t);
}

/* Each player's turns (in HTML with the equity chart). */
static void
analyse_turns(const struct dice_game *g, const struct dice_analysis *an, int p,
    enum out_format fmt)
{
	static const char *const thead[] = { N_("turn"), N_("line"), N_("category"),
	    N_("points"), N_("luck"), N_("skill"), N_("equity"), N_("costly decisions") };
	struct strbuf	 sb = { 0 };
	struct table	*t;
	char		 f1[32], f2[32], f3[32];
	size_t		 i;

	if (fmt == FMT_HTML) {
		fputs("<h2>", stdout);
		html_put(stdout, g->players[p]);
		fputs("</h2>\n", stdout);
		svg_player(stdout, an, p);
	} else
		printf("\n%s\n", g->players[p]);
	t = table_alloc(8, thead);
	for (i = 0; i < 7; i++)
		if (i != 2)
			table_align_right(t, (int)i);
	for (i = 0; i < an->nturns; i++) {
		const struct dice_turn_eq *q = &an->turns[i];

		if (q->player != p)
			continue;
		sb_reset(&sb);
		turn_notes(an, &g->turns[i], q, &sb);
		table_addf(t, "%d\t%d\t%s\t%d\t%s\t%s\t%s\t%s", q->number,
		    g->turns[i].line, dice_cli_box(g->turns[i].box, fmt), q->points,
		    sgn2(f1, sizeof(f1), q->luck_sum), sgn2(f2, sizeof(f2), q->skill_sum),
		    lang_decimal(f3, sizeof(f3), "%.2f", q->end), sb.len ? sb_str(&sb) : "-");
	}
	table_print(stdout, t, fmt);
	table_free(t);
	sb_free(&sb);
}

int
cmd_dice_analyse(int argc, char **argv)
{
	struct cli_opts		 o = { 0 };
	struct dice_rules	 r;
	struct dice_game	 g;
	struct dice_analysis	 an;
	struct dice_solver	*s;
	const char		*rname = NULL;
	int			 rc, p;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("usage: referee dice analyse [--ruleset R] "
		    "[--format text|csv|html] FILE.gdr"));
	memset(&g, 0, sizeof(g));
	if ((rc = analyse_load(argv[0], o.ruleset, &g, &r, &rname)) != 0) {
		dice_game_free(&g);
		return rc;
	}
	s = solver_get(&r);
	if (dice_analyse(&r, s, &g, &an) == -1)
		abort();	/* judged above */
	if (o.format == FMT_CSV)
		analyse_csv(&g, &an);
	else {
		analyse_head(&g, rname, dice_solver_expected(s), o.format);
		analyse_players(&g, &an, o.format);
		for (p = 0; p < g.nplayers; p++)
			analyse_turns(&g, &an, p, o.format);
		if (o.format == FMT_HTML)
			fputs("</body>\n</html>\n", stdout);
		else
			printf(_("\nequity: the expected final score under optimal play from there "
			    "on;\nluck + skill = score - expected\n"));
	}
	dice_analysis_free(&an);
	dice_solver_free(s);
	dice_game_free(&g);
	return EXIT_OK;
}

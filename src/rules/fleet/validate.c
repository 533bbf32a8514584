/* Fleet placement validation (§3) and the reading of ships from a drawn grid. */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fleet.h"
#include "../../util/i18n.h"

int
fleet_layout_add(struct fleet_layout *l, const struct fleet_cell *c, int n)
{
	if (n <= 0 || l->ncells + n > FLEET_CELLS || l->nships >= FLEET_CELLS)
		return -1;
	if (l->nships == 0)
		l->start[0] = 0;
	memcpy(&l->cell[l->ncells], c, (size_t)n * sizeof(*c));
	l->ncells += n;
	l->nships++;
	l->start[l->nships] = l->ncells;
	return 0;
}

int
fleet_ship_size(const struct fleet_layout *l, int i)
{
	return l->start[i + 1] - l->start[i];
}

static int
cell_cmp(const void *a, const void *b)
{
	const struct fleet_cell *p = a, *q = b;

	if (p->y != q->y)
		return p->y - q->y;
	return p->x - q->x;
}

/* Copies ship i's cells in reading order into c (FLEET_CELLS); returns the count. */
static int
ship_sorted(const struct fleet_layout *l, int i, struct fleet_cell *c)
{
	int	 n = fleet_ship_size(l, i);

	memcpy(c, &l->cell[l->start[i]], (size_t)n * sizeof(*c));
	qsort(c, (size_t)n, sizeof(*c), cell_cmp);
	return n;
}

static int
cells_straight(const struct fleet_cell *c, int n)
{
	int	 k, row = 1, col = 1;

	for (k = 1; k < n; k++) {
		if (c[k].y != c[0].y || c[k].x != c[0].x + k)
			row = 0;
		if (c[k].x != c[0].x || c[k].y != c[0].y + k)
			col = 0;
	}
	return row || col;
}

int
fleet_ship_straight(const struct fleet_layout *l, int i)
{
	struct fleet_cell c[FLEET_CELLS];
	int	 n = ship_sorted(l, i, c);

	return cells_straight(c, n);
}

static void
cells_list(const struct fleet_cell *c, int n, char *buf, size_t size)
{
	char	 sq[8];
	size_t	 len = 0;
	int	 k;

	buf[0] = '\0';
	for (k = 0; k < n; k++) {
		fleet_square_name(c[k].x, c[k].y, sq, sizeof(sq));
		if (len + strlen(sq) + 5 >= size) {
			fmt_buf(buf + len, size - len, " ...");
			return;
		}
		fmt_buf(buf + len, size - len, "%s%s", k ? " " : "", sq);
		len = strlen(buf);
	}
}

void
fleet_ship_name(const struct fleet_layout *l, int i, char *buf, size_t size)
{
	struct fleet_cell c[FLEET_CELLS];
	char	 a[8], b[8];
	int	 n = ship_sorted(l, i, c);

	if (n > 1 && cells_straight(c, n)) {
		fleet_square_name(c[0].x, c[0].y, a, sizeof(a));
		fleet_square_name(c[n - 1].x, c[n - 1].y, b, sizeof(b));
		fmt_buf(buf, size, "%s-%s", a, b);
	} else
		cells_list(c, n, buf, size);
}

void
fleet_report_free(struct fleet_report *r)
{
	free(r->v);
	r->v = NULL;
	r->n = 0;
}

const char *
fleet_code_name(enum fleet_code c)
{
	switch (c) {
	case FLEET_OUT_OF_BOARD:
		return "OUT_OF_BOARD";
	case FLEET_OVERLAP:
		return "OVERLAP";
	case FLEET_NOT_STRAIGHT:
		return "NOT_STRAIGHT";
	case FLEET_TOUCH:
		return "TOUCH";
	case FLEET_WRONG_FLEET:
		return "WRONG_FLEET";
	case FLEET_BOARD_SIZE:
		return "BOARD_SIZE";
	}
	return "?";
}

static struct fleet_violation *
report_add(struct fleet_report *r, enum fleet_code code)
{
	struct fleet_violation *v;

	r->v = xreallocarray(r->v, r->n + 1, sizeof(*r->v));
	v = &r->v[r->n++];
	memset(v, 0, sizeof(*v));
	v->code = code;
	return v;
}

static void
board_range(const struct fleet_rules *r, char *buf, size_t size)
{
	fmt_buf(buf, size, "A-%c x 1-%d", 'A' + r->board_w - 1, r->board_h);
}

/* Whether two ships touch: 0 no, 1 at a corner only, 2 by a side (or overlap). */
static int
ships_touch(const struct fleet_layout *l, int i, int j)
{
	int	 a, b, dx, dy, t = 0;

	for (a = l->start[i]; a < l->start[i + 1]; a++)
		for (b = l->start[j]; b < l->start[j + 1]; b++) {
			dx = abs(l->cell[a].x - l->cell[b].x);
			dy = abs(l->cell[a].y - l->cell[b].y);
			if (dx + dy <= 1)
				return 2;
			if (dx == 1 && dy == 1)
				t = 1;
		}
	return t;
}

static int
ships_overlap(const struct fleet_layout *l, int i, int j, struct fleet_cell *at)
{
	int	 a, b;

	for (a = l->start[i]; a < l->start[i + 1]; a++)
		for (b = l->start[j]; b < l->start[j + 1]; b++)
			if (l->cell[a].x == l->cell[b].x && l->cell[a].y == l->cell[b].y) {
				*at = l->cell[a];
				return 1;
			}
	return 0;
}

/* Ship indices in reading order of their first cell. */
static int *
ships_order(const struct fleet_layout *l)
{
	struct fleet_cell c[FLEET_CELLS], *first;
	int	*ord, i, j, t;

	ord = xcalloc((size_t)l->nships + 1, sizeof(*ord));
	first = xcalloc((size_t)l->nships + 1, sizeof(*first));
	for (i = 0; i < l->nships; i++) {
		ship_sorted(l, i, c);
		first[i] = c[0];
		ord[i] = i;
	}
	for (i = 1; i < l->nships; i++)
		for (j = i; j > 0 && cell_cmp(&first[ord[j - 1]], &first[ord[j]]) > 0; j--) {
			t = ord[j];
			ord[j] = ord[j - 1];
			ord[j - 1] = t;
		}
	free(first);
	return ord;
}

/* WRONG_FLEET: counts by size, in the order of the fleet table, then other sizes. */
static void
layout_counts(const struct fleet_rules *r, const struct fleet_layout *l, const int *ord,
    struct fleet_report *rep)
{
	struct fleet_violation	*v;
	char			 a[160], b[160];
	int			*found, i, k, n, t, maxsize, expect;

	maxsize = 0;
	for (i = 0; i < l->nships; i++)
		if (fleet_ship_size(l, i) > maxsize)
			maxsize = fleet_ship_size(l, i);
	for (i = 0; i < r->fleet.n; i++)
		if (r->fleet.kind[i].size > maxsize)
			maxsize = r->fleet.kind[i].size;
	found = xcalloc((size_t)maxsize + 1, sizeof(*found));
	for (i = 0; i < l->nships; i++)
		found[fleet_ship_size(l, i)]++;
	for (k = 0; k < r->fleet.n + maxsize; k++) {
		if (k < r->fleet.n) {
			n = r->fleet.kind[k].size;
			expect = r->fleet.kind[k].count;
		} else {
			n = maxsize - (k - r->fleet.n);
			for (i = 0; i < r->fleet.n; i++)
				if (r->fleet.kind[i].size == n)
					break;
			if (i < r->fleet.n)
				continue;
			expect = 0;
		}
		if (found[n] == expect)
			continue;
		v = report_add(rep, FLEET_WRONG_FLEET);
		if (found[n] > expect) {
			a[0] = '\0';
			for (t = 0; t < l->nships; t++) {
				if (fleet_ship_size(l, ord[t]) != n)
					continue;
				fleet_ship_name(l, ord[t], b, sizeof(b));
				if (strlen(a) + strlen(b) + 8 >= sizeof(a)) {
					fmt_buf(a + strlen(a), sizeof(a) - strlen(a), ", ...");
					break;
				}
				fmt_buf(a + strlen(a), sizeof(a) - strlen(a), "%s%s", a[0] ? ", " : "", b);
			}
			fmt_buf(v->cells, sizeof(v->cells), "%s", a);
			fmt_buf(v->msg, sizeof(v->msg), P_("%d ship of size %d expected, %d found: %s",
			    "%d ships of size %d expected, %d found: %s", expect), expect, n, found[n], a);
		} else
			fmt_buf(v->msg, sizeof(v->msg), P_("%d ship of size %d expected, %d found",
			    "%d ships of size %d expected, %d found", expect), expect, n, found[n]);
	}
	free(found);
}

size_t
fleet_layout_check(const struct fleet_rules *r, const struct fleet_layout *l,
    struct fleet_report *rep)
{
	struct fleet_violation	*v;
	struct fleet_cell	 c[FLEET_CELLS], at;
	char			 a[160], b[160], range[32], sq[8];
	int			*ord, i, j, k, n, out, t;
	size_t			 before = rep->n;

	ord = ships_order(l);
	board_range(r, range, sizeof(range));
	/* OUT_OF_BOARD */
	for (k = 0; k < l->nships; k++) {
		i = ord[k];
		n = ship_sorted(l, i, c);
		for (j = out = 0; j < n; j++)
			if (c[j].x >= r->board_w || c[j].y >= r->board_h)
				c[out++] = c[j];
		if (out == 0)
			continue;
		fleet_ship_name(l, i, a, sizeof(a));
		v = report_add(rep, FLEET_OUT_OF_BOARD);
		cells_list(c, out, v->cells, sizeof(v->cells));
		if (out == n)
			fmt_buf(v->msg, sizeof(v->msg), _("ship at %s is outside the board (%s)"),
			    a, range);
		else
			fmt_buf(v->msg, sizeof(v->msg),
			    _("ship at %s is partly outside the board (%s): %s"), a, range, v->cells);
	}
	/* OVERLAP */
	for (k = 0; k < l->nships; k++)
		for (t = k + 1; t < l->nships; t++) {
			if (!ships_overlap(l, ord[k], ord[t], &at))
				continue;
			fleet_ship_name(l, ord[k], a, sizeof(a));
			fleet_ship_name(l, ord[t], b, sizeof(b));
			fleet_square_name(at.x, at.y, sq, sizeof(sq));
			v = report_add(rep, FLEET_OVERLAP);
			fmt_buf(v->cells, sizeof(v->cells), "%s", sq);
			fmt_buf(v->msg, sizeof(v->msg), _("ships at %s and %s overlap at %s"), a, b, sq);
		}
	/* NOT_STRAIGHT */
	for (k = 0; k < l->nships; k++) {
		i = ord[k];
		n = ship_sorted(l, i, c);
		if (cells_straight(c, n))
			continue;
		v = report_add(rep, FLEET_NOT_STRAIGHT);
		cells_list(c, n, v->cells, sizeof(v->cells));
		fmt_buf(v->msg, sizeof(v->msg), _("cells %s do not form a straight ship"), v->cells);
	}
	/* TOUCH */
	if (r->no_touch)
		for (k = 0; k < l->nships; k++)
			for (t = k + 1; t < l->nships; t++) {
				if (ships_overlap(l, ord[k], ord[t], &at))
					continue;
				if ((i = ships_touch(l, ord[k], ord[t])) == 0)
					continue;
				fleet_ship_name(l, ord[k], a, sizeof(a));
				fleet_ship_name(l, ord[t], b, sizeof(b));
				v = report_add(rep, FLEET_TOUCH);
				fmt_buf(v->cells, sizeof(v->cells), "%s %s", a, b);
				fmt_buf(v->msg, sizeof(v->msg), _("ship at %s touches ship at %s (%s)"),
				    a, b, i == 2 ? C_("ships touch by", "side") :
				    C_("ships touch by", "corner"));
			}
	layout_counts(r, l, ord, rep);
	free(ord);
	return rep->n - before;
}

/* ------------------------------------------------- reading a drawn grid */

/*
 * One reading of a group of ship squares: pieces (straight runs, or the whole
 * group as one bent ship), its own cost (bent ships + touching pairs) and
 * the sizes of its pieces.
 */
struct reading {
	int	 cost;
	int	 bent;		/* the whole group as one bent ship */
	int	 npieces;
	int	*label;		/* piece of each cell of the group */
	int	*sizes;		/* size of each piece */
	int	 dominated;	/* another reading has its sizes at no more cost (bnb skips it) */
};

struct group {
	int		 n;
	struct fleet_cell *c;		/* cells in reading order */
	struct reading	*rd;
	int		 nrd, caprd;
	int		 worst;		/* with KEEP_READINGS kept: the one to replace */
	int		 chosen;
};

#define KEEP_READINGS	8
#define MAX_LEAVES	4000
#define MAX_SPLIT	40	/* larger groups are only read as a whole or by rows */

struct splitter {
	const struct fleet_rules *r;
	struct group	*g;
	int		*label;
	int		*sizes;
	unsigned	*mark;		/* per piece: the stamp of the last count that saw it */
	unsigned	 stamp;
	int		 npieces;
	int		 leaves;
	int		*right, *down;	/* per cell: the cell to its right, below, or -1 */
	int		*nb;		/* per cell: up to 8 neighbours (even at a corner) */
	unsigned char	*nnb;		/* per cell: how many */
	uint64_t	 used;		/* bit c: cell c is labelled */
	int		 nused;		/* cells labelled */
	int		 maxrun;	/* the longest straight run the group could hold */
	struct memo	*memo;		/* leaf counts by the set of labelled cells */
};

#define MEMO_SIZE	1024		/* entries; a full table computes without it */

struct memo {
	uint64_t	 used;
	int		 leaves;	/* 0: empty entry */
};

/* The kept reading a better one replaces: the most costly, then most pieces, first. */
static struct reading *
reading_worst(struct group *g)
{
	int	 i, worst = 0;

	for (i = 1; i < g->nrd; i++)
		if (g->rd[i].cost > g->rd[worst].cost ||
		    (g->rd[i].cost == g->rd[worst].cost &&
		    g->rd[i].npieces > g->rd[worst].npieces))
			worst = i;
	return &g->rd[worst];
}

static void
reading_keep(struct group *g, const int *label, const int *sizes, int np, int cost, int bent)
{
	struct reading	*w;

	if (g->nrd == KEEP_READINGS) {
		w = &g->rd[g->worst];
		if (cost > w->cost || (cost == w->cost && np >= w->npieces))
			return;
		free(w->label);
		free(w->sizes);
	} else {
		if (g->nrd == g->caprd) {
			g->caprd = g->caprd ? g->caprd * 2 : 4;
			g->rd = xreallocarray(g->rd, (size_t)g->caprd, sizeof(*g->rd));
		}
		w = &g->rd[g->nrd++];
	}
	w->cost = cost;
	w->bent = bent;
	w->dominated = 0;
	w->npieces = np;
	w->label = xcalloc((size_t)g->n, sizeof(int));
	memcpy(w->label, label, (size_t)g->n * sizeof(int));
	w->sizes = xcalloc((size_t)np, sizeof(int));
	memcpy(w->sizes, sizes, (size_t)np * sizeof(int));
	if (g->nrd == KEEP_READINGS)
		g->worst = (int)(reading_worst(g) - g->rd);
}

/*
 * The pieces placed before piece p (cells labelled p) that touch it, even at
 * a corner: the touching pairs piece p adds to a reading's cost, so that a
 * reading's cost (its touching pairs of pieces) is summed piece by piece.
 */
static int
piece_touches(struct splitter *s, int p, int first, int dir, int len)
{
	int	 k, j, c, q, n = 0;

	s->stamp++;
	for (k = 0, c = first; k < len; k++, c = dir ? s->down[c] : s->right[c])
		for (j = 0; j < s->nnb[c]; j++) {
			q = s->label[s->nb[c * 8 + j]];
			if (q < 0 || q == p || s->mark[q] == s->stamp)
				continue;
			s->mark[q] = s->stamp;
			n++;
		}
	return n;
}

/*
 * The number of readings (leaves of split) below the state where the cells
 * in used are labelled, at most MAX_LEAVES: what split would count there.
 */
static int
count_leaves(struct splitter *s, uint64_t used)
{
	struct memo	*m = NULL;
	uint64_t	 piece;
	int		 i, c, n = 0, probe;

	for (i = 0; i < s->g->n && (used >> i & 1); i++)
		continue;
	if (i == s->g->n)
		return 1;
	if (s->memo == NULL)
		s->memo = xcalloc(MEMO_SIZE, sizeof(*s->memo));
	for (probe = 0; probe < 8; probe++) {
		m = &s->memo[((used * 0x9e3779b97f4a7c15ULL >> 52) + (uint64_t)probe) &
		    (MEMO_SIZE - 1)];
		if (m->leaves == 0 || m->used == used)
			break;
	}
	if (m->leaves != 0 && m->used == used)
		return m->leaves;
	/* Runs to the right (1 and more cells), then down (2 and more). */
	for (piece = 0, c = i; c >= 0 && !(used >> c & 1) && n < MAX_LEAVES; c = s->right[c]) {
		piece |= (uint64_t)1 << c;
		n += count_leaves(s, used | piece);
	}
	for (piece = (uint64_t)1 << i, c = s->down[i]; c >= 0 && !(used >> c & 1) &&
	    n < MAX_LEAVES; c = s->down[c]) {
		piece |= (uint64_t)1 << c;
		n += count_leaves(s, used | piece);
	}
	if (n > MAX_LEAVES)
		n = MAX_LEAVES;
	if (m->leaves == 0) {
		m->used = used;
		m->leaves = n;
	}
	return n;
}

/*
 * Enumerates the ways to cut the group into straight runs, longest first;
 * cost is the touching pairs among the pieces placed so far (with no_touch).
 * Once KEEP_READINGS are kept, a subtree whose every reading would cost as
 * much and have as many pieces as the worst kept one is not walked: its
 * readings are only counted, so MAX_LEAVES cuts where it always did.
 */
static void
split(struct splitter *s, int from, int cost)
{
	struct group	*g = s->g;
	struct reading	*w;
	int		 i, len, maxr, maxd, dir, k, c, p;

	if (s->leaves >= MAX_LEAVES)
		return;
	for (i = from; i < g->n && s->label[i] >= 0; i++)
		continue;
	if (i == g->n) {
		s->leaves++;
		reading_keep(g, s->label, s->sizes, s->npieces, cost, 0);
		return;
	}
	if (g->nrd == KEEP_READINGS) {
		w = &g->rd[g->worst];
		if (cost > w->cost || (cost == w->cost && s->npieces + (s->g->n - s->nused +
		    s->maxrun - 1) / s->maxrun >= w->npieces)) {
			s->leaves += count_leaves(s, s->used);
			if (s->leaves > MAX_LEAVES)
				s->leaves = MAX_LEAVES;
			return;
		}
	}
	/* The first free cell in reading order is the left or top end of its run. */
	for (maxr = 1, c = s->right[i]; c >= 0 && s->label[c] < 0; maxr++, c = s->right[c])
		continue;
	for (maxd = 1, c = s->down[i]; c >= 0 && s->label[c] < 0; maxd++, c = s->down[c])
		continue;
	for (dir = 0; dir < 2; dir++)
		for (len = dir ? maxd : maxr; len >= (dir ? 2 : 1); len--) {
			p = s->npieces;
			for (k = 0, c = i; k < len; k++, c = dir ? s->down[c] : s->right[c]) {
				s->label[c] = p;
				s->used |= (uint64_t)1 << c;
			}
			s->nused += len;
			s->sizes[s->npieces++] = len;
			split(s, i + 1, cost + (s->r->no_touch ?
			    piece_touches(s, p, i, dir, len) : 0));
			s->npieces--;
			for (k = 0, c = i; k < len; k++, c = dir ? s->down[c] : s->right[c]) {
				s->label[c] = -1;
				s->used &= ~((uint64_t)1 << c);
			}
			s->nused -= len;
		}
}

/* Fleet mismatch of a whole reading: sum over sizes of |found - expected|. */
static int
mismatch(const int *found, const int *expect, int maxsize)
{
	int	 n, m = 0;

	for (n = 1; n <= maxsize; n++)
		m += abs(found[n] - expect[n]);
	return m;
}

/* Whether two readings cut the group into pieces of the same sizes. */
static int
same_sizes(const struct reading *a, const struct reading *b)
{
	int	 ca[FLEET_DIM + 1], cb[FLEET_DIM + 1], k;

	if (a->npieces != b->npieces)
		return 0;
	if (a->npieces == 1)	/* the one piece may be a bent ship of any size */
		return a->sizes[0] == b->sizes[0];
	memset(ca, 0, sizeof(ca));
	memset(cb, 0, sizeof(cb));
	for (k = 0; k < a->npieces; k++) {	/* straight runs: at most FLEET_DIM */
		if (a->sizes[k] > FLEET_DIM || b->sizes[k] > FLEET_DIM)
			return 0;
		ca[a->sizes[k]]++;
		cb[b->sizes[k]]++;
	}
	return memcmp(ca, cb, sizeof(ca)) == 0;
}

static int
reading_less(const struct reading *a, const struct reading *b)
{
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->bent != b->bent)
		return a->bent < b->bent;
	return a->npieces < b->npieces;
}

struct bnb {
	struct group	*gs;
	int		 ng;
	int		*found, *expect, maxsize;
	int		*mincost, *minpieces;	/* from group i on: the least own cost, pieces */
	int		*maxpieces;	/* from group i on: the most pieces */
	int		 expsum;	/* ships in the fleet table */
	int		*cur, *best;
	long		 bestkey;	/* (own costs + mismatch) * 4096 + pieces */
	long		 nodes;
};

/*
 * The search's limit, in nodes (about a millisecond): a board of a real game
 * needs a few hundred; one of dozens of blobs (a fuzzer's) keeps the best
 * reading found by then.
 */
#define BNB_NODES	50000

int	 fleet_search_plain;

/*
 * Tries every reading of groups i.. with cost, pieces and excess (ships
 * found beyond the fleet table, which only grows) so far. A subtree is cut
 * when even its least own costs, pieces and fleet mismatch cannot beat the
 * best key. Each piece either fills a missing ship or is one too many, so
 * with D ships still missing and P pieces to come the mismatch grows to at
 * least excess + |D - P|, P between the least and the most pieces of the
 * groups left: without that bound a board short of ships (or with too
 * many) was searched to the node limit.
 */
static void
bnb(struct bnb *b, int i, int cost, int pieces, int excess)
{
	struct reading	*rd;
	long		 key;
	int		 j, k, ex, missing, mis;

	if (++b->nodes > BNB_NODES)
		return;
	missing = b->expsum - (pieces - excess);
	mis = excess;
	if (fleet_search_plain)
		;
	else if (missing > b->maxpieces[i])
		mis += missing - b->maxpieces[i];
	else if (missing < b->minpieces[i])
		mis += b->minpieces[i] - missing;
	if ((long)(cost + b->mincost[i] + mis) * 4096 + pieces + b->minpieces[i] >=
	    b->bestkey)
		return;
	if (i == b->ng) {
		key = (long)(cost + mismatch(b->found, b->expect, b->maxsize)) * 4096 + pieces;
		if (key < b->bestkey) {
			b->bestkey = key;
			memcpy(b->best, b->cur, (size_t)b->ng * sizeof(int));
		}
		return;
	}
	for (j = 0; j < b->gs[i].nrd; j++) {
		rd = &b->gs[i].rd[j];
		if (rd->dominated)
			continue;
		for (k = 0, ex = excess; k < rd->npieces; k++)
			if (++b->found[rd->sizes[k]] > b->expect[rd->sizes[k]])
				ex++;
		b->cur[i] = j;
		bnb(b, i + 1, cost + rd->cost, pieces + rd->npieces, ex);
		for (k = 0; k < rd->npieces; k++)
			b->found[rd->sizes[k]]--;
	}
}

static void
group_readings(const struct fleet_rules *r, struct group *g)
{
	struct splitter	 s;
	int		*label, *sizes, i, straight;

	label = xcalloc((size_t)g->n, sizeof(int));
	sizes = xcalloc((size_t)g->n, sizeof(int));
	straight = cells_straight(g->c, g->n);
	if (g->n <= MAX_SPLIT) {
		short	 at[FLEET_DIM + 2][FLEET_DIM + 2];	/* cell index + 1, 0 = none */
		int	 dx, dy, x, y, j;

		memset(&s, 0, sizeof(s));
		memset(at, 0, sizeof(at));
		for (i = 0; i < g->n; i++) {
			at[g->c[i].y + 1][g->c[i].x + 1] = (short)(i + 1);
			label[i] = -1;
		}
		s.right = xcalloc((size_t)g->n, sizeof(int));
		s.down = xcalloc((size_t)g->n, sizeof(int));
		s.nb = xcalloc((size_t)g->n * 8, sizeof(int));
		s.nnb = xcalloc((size_t)g->n, 1);
		for (i = 0; i < g->n; i++) {
			x = g->c[i].x + 1;
			y = g->c[i].y + 1;
			s.right[i] = at[y][x + 1] - 1;
			s.down[i] = at[y + 1][x] - 1;
			for (dy = -1; dy <= 1; dy++)
				for (dx = -1; dx <= 1; dx++)
					if ((dx || dy) && (j = at[y + dy][x + dx]) > 0)
						s.nb[i * 8 + s.nnb[i]++] = j - 1;
		}
		s.maxrun = 1;
		for (i = 0; i < g->n; i++) {
			for (x = 1, j = s.right[i]; j >= 0; j = s.right[j])
				x++;
			for (y = 1, j = s.down[i]; j >= 0; j = s.down[j])
				y++;
			if (x > s.maxrun)
				s.maxrun = x;
			if (y > s.maxrun)
				s.maxrun = y;
		}
		s.r = r;
		s.g = g;
		s.label = label;
		s.sizes = sizes;
		s.mark = xcalloc((size_t)g->n, sizeof(*s.mark));
		split(&s, 0, 0);
		free(s.mark);
		free(s.right);
		free(s.down);
		free(s.nb);
		free(s.nnb);
		free(s.memo);
	}
	if (!straight || g->nrd == 0) {
		/* The whole group as one ship (bent unless straight). */
		for (i = 0; i < g->n; i++)
			label[i] = 0;
		sizes[0] = g->n;
		reading_keep(g, label, sizes, 1, straight ? 0 : 1, !straight);
	}
	free(label);
	free(sizes);
}

/* The 8-connected groups of ship squares of a grid, in reading order, with their readings. */
static struct group *
grid_groups(const struct fleet_rules *r, const struct fleet_grid *grid, int *ngp)
{
	struct group		*gs = NULL;
	struct fleet_cell	 stack[FLEET_DIM * FLEET_DIM];
	unsigned char		 seen[FLEET_DIM][FLEET_DIM];
	int			 ng = 0, x, y, dx, dy, sp;

	memset(seen, 0, sizeof(seen));
	for (y = 0; y < grid->h; y++)
		for (x = 0; x < grid->w; x++) {
			if (!grid->ship[y][x] || seen[y][x])
				continue;
			gs = xreallocarray(gs, (size_t)ng + 1, sizeof(*gs));
			memset(&gs[ng], 0, sizeof(gs[ng]));
			gs[ng].c = xcalloc(FLEET_DIM * FLEET_DIM, sizeof(struct fleet_cell));
			sp = 0;
			stack[sp].x = (unsigned char)x;
			stack[sp++].y = (unsigned char)y;
			seen[y][x] = 1;
			while (sp > 0) {
				struct fleet_cell cur = stack[--sp];

				gs[ng].c[gs[ng].n++] = cur;
				for (dy = -1; dy <= 1; dy++)
					for (dx = -1; dx <= 1; dx++) {
						int nx = cur.x + dx, ny = cur.y + dy;

						if (nx < 0 || ny < 0 || nx >= FLEET_DIM ||
						    ny >= FLEET_DIM || !grid->ship[ny][nx] ||
						    seen[ny][nx])
							continue;
						seen[ny][nx] = 1;
						stack[sp].x = (unsigned char)nx;
						stack[sp++].y = (unsigned char)ny;
					}
			}
			qsort(gs[ng].c, (size_t)gs[ng].n, sizeof(struct fleet_cell), cell_cmp);
			group_readings(r, &gs[ng]);
			ng++;
		}
	*ngp = ng;
	return gs;
}

/* Improves the readings group by group while the total (own costs + fleet mismatch) drops. */
static void
improve_rounds(struct group *gs, int ng, int *found, const int *expect, int maxsize)
{
	int	 i, j, k, best, bestc, c, changed, round;

	for (round = 0, changed = 1; changed && round < 50; round++) {
		changed = 0;
		for (i = 0; i < ng; i++) {
			struct reading *cur = &gs[i].rd[gs[i].chosen];

			for (k = 0; k < cur->npieces; k++)
				found[cur->sizes[k]]--;
			best = -1;
			bestc = 0;
			for (j = 0; j < gs[i].nrd; j++) {
				struct reading *rd = &gs[i].rd[j];

				for (k = 0; k < rd->npieces; k++)
					found[rd->sizes[k]]++;
				c = rd->cost + mismatch(found, expect, maxsize);
				for (k = 0; k < rd->npieces; k++)
					found[rd->sizes[k]]--;
				if (best < 0 || c < bestc || (c == bestc &&
				    (rd->npieces < gs[i].rd[best].npieces ||
				    (rd->npieces == gs[i].rd[best].npieces && j == gs[i].chosen)))) {
					best = j;
					bestc = c;
				}
			}
			if (best != gs[i].chosen)
				changed = 1;
			gs[i].chosen = best;
			cur = &gs[i].rd[best];
			for (k = 0; k < cur->npieces; k++)
				found[cur->sizes[k]]++;
		}
	}
}

/*
 * A reading with the same piece sizes as another that costs less, or as
 * much and comes first, changes the fleet the same way at no gain: no best
 * combination that the search keeps (the first it finds) uses it.
 */
static void
mark_dominated(struct group *gs, int ng)
{
	int		 i, j, k;

	struct reading	*a, *b;

	for (i = 0; i < ng; i++)
		for (j = 0; j < gs[i].nrd; j++) {
			a = &gs[i].rd[j];
			for (k = 0; k < gs[i].nrd && !a->dominated; k++) {
				b = &gs[i].rd[k];
				if (k != j && same_sizes(a, b) &&
				    (b->cost < a->cost || (b->cost == a->cost && k < j)))
					a->dominated = 1;
			}
		}
}

/* Adds the chosen pieces to out, ordered by their first cell; frees the groups' readings. */
static void
grid_emit(struct group *gs, int ng, struct fleet_layout *out)
{
	struct fleet_cell	 piece[FLEET_DIM * FLEET_DIM];
	int			 i, j, k, p;

	for (i = 0; i < ng; i++) {
		struct reading *rd = &gs[i].rd[gs[i].chosen];

		for (p = 0; p < rd->npieces; p++) {
			/* pieces are numbered in order of their first cell within the group */
			for (k = j = 0; k < gs[i].n; k++)
				if (rd->label[k] == p)
					piece[j++] = gs[i].c[k];
			if (j > 0)
				(void)fleet_layout_add(out, piece, j);
		}
		for (j = 0; j < gs[i].nrd; j++) {
			free(gs[i].rd[j].label);
			free(gs[i].rd[j].sizes);
		}
		free(gs[i].rd);
		free(gs[i].c);
	}
}

void
fleet_grid_ships(const struct fleet_rules *r, const struct fleet_grid *grid,
    struct fleet_layout *out)
{
	struct group		*gs;
	struct bnb		 bb;
	int			*found, *expect, ng = 0, i, j, k, p, maxsize, best, c;

	memset(out, 0, sizeof(*out));
	gs = grid_groups(r, grid, &ng);
	/* Choose one reading per group: least own cost, straight pieces before a bent ship ... */
	maxsize = 1;
	for (i = 0; i < ng; i++)
		if (gs[i].n > maxsize)
			maxsize = gs[i].n;
	for (i = 0; i < r->fleet.n; i++)
		if (r->fleet.kind[i].size > maxsize)
			maxsize = r->fleet.kind[i].size;
	found = xcalloc((size_t)maxsize + 1, sizeof(int));
	expect = xcalloc((size_t)maxsize + 1, sizeof(int));
	for (i = 0; i < r->fleet.n; i++)
		expect[r->fleet.kind[i].size] += r->fleet.kind[i].count;
	for (i = 0; i < ng; i++) {
		best = 0;
		for (j = 1; j < gs[i].nrd; j++)
			if (reading_less(&gs[i].rd[j], &gs[i].rd[best]))
				best = j;
		gs[i].chosen = best;
		for (k = 0; k < gs[i].rd[best].npieces; k++)
			found[gs[i].rd[best].sizes[k]]++;
	}
	improve_rounds(gs, ng, found, expect, maxsize);
	mark_dominated(gs, ng);
	/* ... and search every combination that could still do better (branch and bound). */
	memset(&bb, 0, sizeof(bb));
	bb.gs = gs;
	bb.ng = ng;
	bb.expect = expect;
	bb.maxsize = maxsize;
	bb.found = xcalloc((size_t)maxsize + 1, sizeof(int));
	bb.cur = xcalloc((size_t)ng + 1, sizeof(int));
	bb.best = xcalloc((size_t)ng + 1, sizeof(int));
	bb.mincost = xcalloc((size_t)ng + 1, sizeof(int));
	bb.minpieces = xcalloc((size_t)ng + 1, sizeof(int));
	bb.maxpieces = xcalloc((size_t)ng + 1, sizeof(int));
	for (i = ng - 1; i >= 0; i--) {
		c = p = INT_MAX;
		k = 0;
		for (j = 0; j < gs[i].nrd; j++) {
			if (gs[i].rd[j].cost < c)
				c = gs[i].rd[j].cost;
			if (gs[i].rd[j].npieces < p)
				p = gs[i].rd[j].npieces;
			if (gs[i].rd[j].npieces > k)
				k = gs[i].rd[j].npieces;
		}
		bb.mincost[i] = bb.mincost[i + 1] + c;
		bb.minpieces[i] = bb.minpieces[i + 1] + p;
		bb.maxpieces[i] = bb.maxpieces[i + 1] + k;
	}
	for (i = 1; i <= maxsize; i++)
		bb.expsum += expect[i];
	c = p = 0;
	for (i = 0; i < ng; i++) {
		bb.best[i] = gs[i].chosen;
		c += gs[i].rd[gs[i].chosen].cost;
		p += gs[i].rd[gs[i].chosen].npieces;
	}
	bb.bestkey = (long)(c + mismatch(found, expect, maxsize)) * 4096 + p;
	bnb(&bb, 0, 0, 0, 0);
	for (i = 0; i < ng; i++)
		gs[i].chosen = bb.best[i];
	free(bb.found);
	free(bb.cur);
	free(bb.best);
	free(bb.mincost);
	free(bb.minpieces);
	free(bb.maxpieces);
	free(expect);
	free(found);
	grid_emit(gs, ng, out);
	free(gs);
}

size_t
fleet_grid_check(const struct fleet_rules *r, const struct fleet_grid *grid,
    struct fleet_layout *out, struct fleet_report *rep)
{
	struct fleet_layout	*l;
	struct fleet_violation	*v;
	char			 parts[200], range[32];
	int			 y, x, outside = 0, shortrows = 0, first = 0, mixed = 0;
	size_t			 before = rep->n, len;

	l = out ? out : xmalloc(sizeof(*l));
	fleet_grid_ships(r, grid, l);
	for (y = 0; y < grid->h; y++)
		for (x = 0; x < grid->w; x++)
			if (grid->ship[y][x] && (x >= r->board_w || y >= r->board_h))
				outside = 1;
	/* A grid of the wrong size breaks §1 unless the only excess holds ships (OUT_OF_BOARD). */
	parts[0] = '\0';
	if (grid->h < r->board_h || (grid->h > r->board_h && !outside))
		fmt_buf(parts, sizeof(parts), P_("it has %d row", "it has %d rows", grid->h),
		    grid->h);
	for (y = 0; y < grid->h && y < r->board_h; y++)
		if (grid->roww[y] < r->board_w || (grid->roww[y] > r->board_w && !outside)) {
			if (shortrows == 0)
				first = y;
			else if (grid->roww[y] != grid->roww[first])
				mixed = 1;
			shortrows++;
		}
	if (shortrows > 0) {
		len = strlen(parts);
		if (shortrows == (grid->h < r->board_h ? grid->h : r->board_h) && !mixed)
			fmt_buf(parts + len, sizeof(parts) - len, P_("%sits rows have %d square",
			    "%sits rows have %d squares", grid->roww[first]), len ? ", " : "",
			    grid->roww[first]);
		else if (shortrows == 1)
			fmt_buf(parts + len, sizeof(parts) - len, P_("%srow %d has %d square",
			    "%srow %d has %d squares", grid->roww[first]), len ? ", " : "", first + 1,
			    grid->roww[first]);
		else
			fmt_buf(parts + len, sizeof(parts) - len,
			    P_("%srow %d has %d square (and %d more rows)",
			    "%srow %d has %d squares (and %d more rows)", grid->roww[first]),
			    len ? ", " : "", first + 1, grid->roww[first], shortrows - 1);
	}
	if (parts[0]) {
		board_range(r, range, sizeof(range));
		v = report_add(rep, FLEET_BOARD_SIZE);
		fmt_buf(v->msg, sizeof(v->msg), _("the board is not %dx%d (%s): %s"),
		    r->board_w, r->board_h, range, parts);
	}
	fleet_layout_check(r, l, rep);
	if (out == NULL)
		free(l);
	return rep->n - before;
}

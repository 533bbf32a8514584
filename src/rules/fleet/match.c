/* Shot resolution (§3): answers, the marked surroundings of sunk ships, turns, the end. */
#include <string.h>

#include "fleet.h"

void
fleet_match_init(struct fleet_match *m, const struct fleet_rules *r,
    const struct fleet_layout *l1, const struct fleet_layout *l2, int first)
{
	const struct fleet_layout *l;
	int	 p, i, k, x, y;

	memset(m, 0, sizeof(*m));
	m->rules = r;
	m->layout[0] = *l1;
	m->layout[1] = *l2;
	m->turn = first == 2 ? 2 : 1;
	for (p = 0; p < 2; p++) {
		memset(m->owner[p], 0xff, sizeof(m->owner[p]));
		l = &m->layout[p];
		for (i = 0; i < l->nships; i++)
			for (k = l->start[i]; k < l->start[i + 1]; k++) {
				x = l->cell[k].x;
				y = l->cell[k].y;
				if (x < r->board_w && y < r->board_h)
					m->owner[p][y][x] = (short)i;
			}
	}
}

void
fleet_match_set_turn(struct fleet_match *m, int player)
{
	m->turn = player;
}

/* Ship squares of ship i that lie on the board. */
static int
ship_on_board(const struct fleet_match *m, int p, int i)
{
	const struct fleet_layout *l = &m->layout[p];
	int	 k, n = 0;

	for (k = l->start[i]; k < l->start[i + 1]; k++)
		if (l->cell[k].x < m->rules->board_w && l->cell[k].y < m->rules->board_h &&
		    m->owner[p][l->cell[k].y][l->cell[k].x] == i)
			n++;
	return n;
}

static int
fleet_afloat(const struct fleet_match *m, int p)
{
	const struct fleet_layout *l = &m->layout[p];
	int	 i, n = 0;

	for (i = 0; i < l->nships; i++)
		if (ship_on_board(m, p, i) > 0 && m->sea[p].hits[i] < ship_on_board(m, p, i))
			n++;
	return n;
}

/* Marks the squares around sunk ship i of player p's board. */
static void
mark_halo(struct fleet_match *m, int p, int i)
{
	const struct fleet_layout *l = &m->layout[p];
	int	 k, dx, dy, x, y;

	for (k = l->start[i]; k < l->start[i + 1]; k++)
		for (dy = -1; dy <= 1; dy++)
			for (dx = -1; dx <= 1; dx++) {
				x = l->cell[k].x + dx;
				y = l->cell[k].y + dy;
				if (x < 0 || y < 0 || x >= m->rules->board_w || y >= m->rules->board_h)
					continue;
				if (m->owner[p][y][x] >= 0)
					continue;
				if (!m->sea[p].halo[y][x])
					m->sea[p].halo[y][x] = (short)(1 + i);
			}
}

enum fleet_fire
fleet_match_fire(struct fleet_match *m, int shooter, int x, int y, int tag,
    struct fleet_shot *out)
{
	const struct fleet_rules *r = m->rules;
	struct fleet_sea	*sea;
	int			 d, i;

	memset(out, 0, sizeof(*out));
	out->ship = -1;
	out->halo_ship = -1;
	if (m->winner)
		return FLEET_FIRE_OVER;
	if (shooter != m->turn)
		return FLEET_FIRE_TURN;
	if (x < 0 || y < 0 || x >= r->board_w || y >= r->board_h)
		return FLEET_FIRE_OUTSIDE;
	d = shooter == 1 ? 1 : 0;	/* the defender's index */
	sea = &m->sea[d];
	if (sea->shot[y][x]) {
		out->first_tag = sea->shot[y][x];
		if (r->repeat_shot == FLEET_REPEAT_REJECT)
			return FLEET_FIRE_REPEAT;
		/* A wasted shot: a miss whatever lies there, never a second hit (§3). */
		sea->shots++;
		out->answer = FLEET_MISS;
		m->turn = 3 - shooter;
		return FLEET_FIRE_OK;
	}
	if (sea->halo[y][x] && r->no_touch && r->halo_shot == FLEET_HALO_REJECT) {
		out->halo_ship = sea->halo[y][x] - 1;
		return FLEET_FIRE_HALO;
	}
	sea->shot[y][x] = tag > 0 ? tag : 1;
	sea->shots++;
	i = m->owner[d][y][x];
	if (i < 0) {
		out->answer = FLEET_MISS;
		m->turn = 3 - shooter;
		return FLEET_FIRE_OK;
	}
	sea->nhit++;
	out->ship = i;
	if (++sea->hits[i] < ship_on_board(m, d, i)) {
		out->answer = FLEET_HIT;
		out->again = r->shoot_again_on_hit;
	} else {
		out->answer = FLEET_SUNK;
		out->again = r->shoot_again_on_sink;
		sea->sunk++;
		if (r->no_touch)
			mark_halo(m, d, i);
		if (fleet_afloat(m, d) == 0) {
			out->over = 1;
			out->again = 0;
			m->winner = shooter;
			return FLEET_FIRE_OK;
		}
	}
	if (!out->again)
		m->turn = 3 - shooter;
	return FLEET_FIRE_OK;
}

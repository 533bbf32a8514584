/*
 * The seating that referee draw planned (src/report/draw.c): the sessions'
 * tables and sit-outs by name, as text or CSV, each closed by the
 * certificate (the most sessions any two players share a table).
 */
#ifndef REPORT_DRAW_H
#define REPORT_DRAW_H

#include <stdint.h>
#include <stdio.h>

#include "format.h"
#include "../rules/seating.h"

/* What the draw printed beside the schedule. */
struct draw_view {
	const struct seating	*s;
	char *const		*names;		/* names[i] of player i */
	uint64_t		 seed;
	int			 repeats;	/* repeated meetings, the prior ones too */
	int			 first;		/* the number of the first session */
	const unsigned char	*prior;		/* a re-plan's prior meetings, or NULL */
};

/* Prints the draw: FMT_CSV a row a seat (a sit-out with no table and seat), else text. */
void	 draw_print(FILE *, const struct draw_view *, enum out_format);

#endif /* REPORT_DRAW_H */

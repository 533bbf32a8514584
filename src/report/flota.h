/*
 * Flota in words (src/report/flota.c): what an action sank, a ruling with
 * its rule, a game's result, and the output of referee flota check.
 */
#ifndef REPORT_FLOTA_H
#define REPORT_FLOTA_H

#include "format.h"

struct flota_game;
struct flota_result;
struct flota_step;
struct ruling;
struct strbuf;
struct verdict;

/* Appends "; sunk: ..." for what an action sank; where: name the squares. */
void	 flota_sunk_words(const struct flota_result *, int where, struct strbuf *);
/* Appends a ruling's words and its rule "(§5.1)". */
void	 flota_ruling_words(const struct ruling *, struct strbuf *);
/* Appends the result: a win, a draw, or what is left after turn lastturn. */
void	 flota_result_words(const struct flota_game *, int lastturn, struct strbuf *);

/* Where flota check writes: text lines, or CSV rows naming the file. */
struct flota_check_out {
	enum out_format	 fmt;
	const char	*file;		/* "-": standard input */
};

/* The CSV header row of flota check. */
void	 flota_check_head(void);
/* The rulings of the fleets of a game that cannot be judged (bad: how many), and its end. */
void	 flota_check_fleets(const struct flota_check_out *, const int fleet_line[2],
	    const struct verdict *, int bad);
/* A step of flota_record_turns: a turn's rulings, an action, a turn without actions. */
void	 flota_check_step(const struct flota_check_out *, const struct flota_game *,
	    const struct flota_step *, const struct verdict *);
/* The result of a judged game after turns turns; lastline: the record's last turn line. */
void	 flota_check_result(const struct flota_check_out *, const struct flota_game *, int turns,
	    const struct verdict *, int lastline);

#endif /* REPORT_FLOTA_H */

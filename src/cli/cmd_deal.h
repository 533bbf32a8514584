/* What cmd_deal.c and cmd_deal_bdn.c share. */
#ifndef CMD_DEAL_H
#define CMD_DEAL_H

#include "../db/baskadb.h"
#include "../report/format.h"

/* The options of deal add | fix | undo. */
struct deal_opts {
	const char	*event, *file, *by, *why;
	int		 session, table, number;
	int		 set_contract, set_declarer, set_partner, set_kontras, set_eyes, set_bok;
	int		 set_points, check_points[4];
	struct db_deal	 d;
};

/*
 * deal add --file / deal fix --file: stores every .bdn record of o->file,
 * all or nothing (a correction with correction). Returns an exit status.
 */
int	 deal_file(const struct deal_opts *o, int correction);

/*
 * deal history (cmd_deal_history.c): every version of the deals of a table,
 * or of deal number deal (0: all). narrow: the text layout that fits 100
 * columns. Returns an exit status.
 */
int	 deal_history_print(struct db *, int64_t table, int deal, int narrow,
	    enum out_format);

#endif /* CMD_DEAL_H */

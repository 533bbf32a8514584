/* What cmd_deal.c and cmd_deal_bdn.c share. */
#ifndef CMD_DEAL_H
#define CMD_DEAL_H

#include "../db/baskadb.h"
#include "../report/format.h"

/* The options of deal add | fix | undo. */
struct deal_opts {
	const char	*event, *file, *by, *why;
	int		 session, table, number;
	unsigned	 set;		/* the BO_* fields given */
	int		 set_points, check_points[4];
	const char	*seat_name[2];	/* --declarer, --partner given by a name */
	struct db_deal	 d;
};

/*
 * deal add --file / deal fix --file: stores every .bdn record of o->file,
 * all or nothing (a correction with correction). Returns an exit status.
 */
int	 deal_file(const struct deal_opts *o, int correction);

/*
 * Parses the options of deal add | fix | undo (cmd_deal_opts.c) from the
 * running row's spec; 0 or an exit status.
 */
int	 deal_opts_parse(int argc, char **argv, struct deal_opts *);
extern const struct cli_option deal_add_options[], deal_fix_options[], deal_undo_options[];
/*
 * The prologue of the commands on one table's deals: the table opened, when
 * rules is not NULL the event's rules read, and the write transaction
 * begun. 0, or an exit status with nothing left open.
 */
/*
 * The declarer and the partner given by a seated player's name, as enter
 * takes them: each set to its seat and the player taken printed. 0, or an
 * exit status (printed).
 */
int	 deal_seat_names(struct deal_opts *, struct db *, int64_t table);
int	 deal_open(const struct deal_opts *, struct db **, struct db_event *, int64_t *table,
	    struct baska_rules *rules);
/* referee deal history (cmd_deal_history.c). */
int	 cmd_deal_history(int, char **);
extern const struct cli_option deal_history_options[];

#endif /* CMD_DEAL_H */

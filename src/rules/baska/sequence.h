/*
 * The order of the deals at a table (§2.2, §2.4, §7.3): who deals which
 * deal, whether a deal fits its session, and the checks of a whole table
 * protocol (dealer rotation, bok rows in blocks, rows against the session
 * length). Pure.
 */
#ifndef BASKA_SEQUENCE_H
#define BASKA_SEQUENCE_H

#include <stddef.h>

#include "baska.h"
#include "../game.h"

/* The seat dealing deal number (1-based) when first_dealer deals deal 1 (§2.2). */
int	 baska_dealer(int first_dealer, int number);

/*
 * Whether one deal fits its table: its number within a session of
 * session_deals deals (0: not fixed) of the event named event, its dealer
 * the rotation's (seat 1 deals deal 1; *dealer 0 is filled in), its bok
 * factor allowed by the rules. Returns 0, or -1 with the reason in err.
 */
int	 baska_deal_fits(const struct baska_rules *, const char *event, int session_deals,
	    int number, int *dealer, int bok, struct errbuf *err);

/* The reason codes of the protocol checks (struct ruling; turn = the deal number). */
enum baska_seq_reason {
	BS_NONE,
	BS_DEALER = 16,		/* a deal dealt out of the rotation (§2.2) */
	BS_MISSING,		/* a deal number missing between the rows (§7.3) */
	BS_TOO_MANY,		/* more rows than the session has deals (§7.3) */
	BS_TOO_FEW,		/* a closed session with fewer rows (§7.3) */
	BS_BOK_BLOCK		/* a bok-runda broken off before its bok_block deals (§2.4, §7.3) */
};

/* One row of a table protocol. */
struct baska_row {
	int	 number;	/* deal number, 1-based */
	int	 dealer;	/* seat, or 0 when not recorded */
	int	 bok;		/* bok factor: 0, 1 (more with bok_stack) */
};

/*
 * Checks the rows of one table in one session, in deal order: the dealer
 * rotation, no deal number missing, no more rows than session_deals (0: not
 * fixed) and, when closed, no fewer; bok rows in blocks of bok_block
 * consecutive deals, overlapping blocks queued (or stacked with bok_stack).
 * A block may be cut short only by the end of the rows: the session ended,
 * or its deals are still being entered. Appends the rulings to v and returns
 * their number.
 */
size_t	 baska_sequence_check(const struct baska_rules *, const struct baska_row *rows,
	    size_t n, int session_deals, int closed, struct verdict *v);
/*
 * The same checks for a session whose deal 1 is dealt by first_dealer (a
 * .bdn file records its dealers; the league's protocol starts at seat 1).
 */
size_t	 baska_session_check(const struct baska_rules *, const struct baska_row *rows,
	    size_t n, int first_dealer, int session_deals, int closed, struct verdict *v);

/*
 * A .bdn file read as one session (session.c): while every record names one
 * Event, Session and Table, the rows and the lines of their records.
 */
struct baska_session {
	int		 ok;		/* every record so far shares the tags */
	char		 event[128];
	int		 session, table, first_dealer;
	const struct baska_rules *rules;	/* of the first record */
	struct baska_row *rows;
	int		*line;
	size_t		 n, cap;	/* n = 0 starts the next file */
};
/* Notes a judged record (under rules) of the file. */
void	 baska_session_note(struct baska_session *, const struct baska_deal *,
	    const struct baska_rules *);
/* The line of the record of deal number, else of the first record. */
int	 baska_session_line(const struct baska_session *, int number);
/*
 * When the file is a session protocol (two or more records of one table,
 * the first deal 1), its checks (baska_session_check; deals: the session
 * length, 0 unknown) into v; the number of rulings added.
 */
size_t	 baska_session_rulings(const struct baska_session *, int deals, struct verdict *v);
/* Frees the rows and empties s. */
void	 baska_session_free(struct baska_session *);

/* The rulesets of a run of records (session.c). */
struct baska_tag_rules {
	const char	*opt;		/* --ruleset: wins over Ruleset tags */
	struct baska_rules opt_rules;	/* of --ruleset, else psb */
	struct baska_rules tag_rules;	/* of the last Ruleset tag loaded */
	char		 tag_name[BASKA_NAME_MAX];
	int		 have_tag;
};
/*
 * The ruleset of record d: --ruleset, else its Ruleset tag (tag: where the
 * tag stands, 0:0 unknown), else psb. NULL with err at the tag when it names
 * no built-in ruleset (a record never names a file).
 */
const struct baska_rules *baska_tag_rules(struct baska_tag_rules *,
	    const struct baska_deal *d, const struct baska_src *tag, struct errbuf *err);

#endif /* BASKA_SEQUENCE_H */

/*
 * Baśka in words (src/report/baska_analyse.c): points and seats as the
 * commands print them, and the output of referee baska analyse.
 */
#ifndef REPORT_BASKA_H
#define REPORT_BASKA_H

#include <stddef.h>

#include "format.h"
#include "../rules/baska/baska.h"
#include "../rules/baska/sequence.h"

#include "../notation/bdn.h"
#include "../util/util.h"

struct baska_analysis;
struct baska_deal;
struct baska_verdict;
struct table;

/* "kontra", "rekontra", "bok", "hirsz": the kontra levels 1-4. */
extern const char *const baska_kontra_names[4];
/* Appends a whole number without printf (the CSV of a long file is a hot path). */
void	 baska_sb_int(struct strbuf *, int);
/* Points with a sign, "+12", "-4", "0", in buf. */
const char *baska_points_words(int v, char *buf, size_t size);
/* "seat 3 (Kreft)" or "seat 3" in buf. */
const char *baska_seat_words(const struct baska_deal *, int seat, char *buf, size_t size);

/* One player's card play over the deals analysed. */
struct player_stat {
	char	 name[BASKA_NAME_MAX];	/* the Seats name, or "" for a seat without one */
	int	 seat;			/* the seat, for a player without a name */
	int	 deals, cards, lost, zero;
	int	 largest, largest_deal, largest_trick;
};

/* What baska analyse prints, and what it gathers for the end. */
struct baska_analyse_out {
	enum out_format		 fmt;
	int			 summary;	/* --summary: one row a player at the end */
	const char		*file;		/* the file or event read now ("-": stdin) */
	int			 ndeals, nskipped;
	struct table		*html;		/* the rows of the html page */
	struct player_stat	*players;
	size_t			 nplayers, capplayers;
	struct analyse_text	*text;		/* the text form's messages and buffer */
};

/* The header of the CSV or the start of the html page. */
void	 baska_analyse_begin(struct baska_analyse_out *);
/*
 * The parts of the analysis (BASKA_ANALYSE_*) that out prints: the text
 * form prints them all, the CSV, the page and the summary only the costs.
 */
unsigned baska_analyse_parts(const struct baska_analyse_out *);
/* Writes v in decimal at o; returns the end. */
char	*baska_put_num(char *o, int v);
/* The text form of a deal's analysis (baska_analyse_text.c), one fwrite. */
void	 baska_analyse_text_deal(struct baska_analyse_out *, const struct baska_deal *,
	    const struct baska_verdict *, const struct baska_analysis *);
/*
 * The text form's writer of a translated format, for tests: fmt cut at its
 * conversions (%s, %d, %i, positional, with flags, width or precision; %%)
 * and written with the arguments (argument i: s[i] for a string, d[i] for
 * a number) into buf; returns the length, as snprintf.
 */
size_t	 baska_analyse_text_format(char *buf, size_t size, const char *fmt,
	    const char *const s[], const int d[], int nargs);
/* Frees what the text form kept (NULL: nothing). */
void	 baska_analyse_text_free(struct analyse_text *);
/* A deal analysed: printed, or kept for the page or the summary. */
void	 baska_analyse_deal(struct baska_analyse_out *, const struct baska_deal *,
	    const struct baska_verdict *, const struct baska_analysis *);
/* What follows the deals: the summary, the html table and page end, the count. */
void	 baska_analyse_end(struct baska_analyse_out *);

/*
 * A run of baska analyse (src/report/baska_analyse_run.c): what is printed,
 * the rulesets, the solver, and how an error is printed; zeroed, then out's
 * fmt and summary, rs.opt (with rs.opt_rules) and error set.
 */
struct baska_analyse_run {
	struct baska_analyse_out out;
	struct baska_tag_rules	 rs;	/* the ruleset of each record */
	/* A file or record that cannot be read or judged, as baska_check's error. */
	int			(*error)(int status, const char *file, const struct errbuf *);
	int			 status;	/* the exit status so far */
	struct baska_dd		*dd;
	char			 ev_name[128];	/* the event of the stored records read last */
};

/* Before the first record: the solver, the CSV header or the page's start. */
void	 baska_analyse_run_begin(struct baska_analyse_run *);
/* The records of a file ("-": standard input), each under its ruleset. */
void	 baska_analyse_run_file(struct baska_analyse_run *, const char *file);
/*
 * A stored record's deal (db_deal_records' fn; d NULL: a record that does
 * not parse, err why) under --ruleset or its event's ruleset; returns 0.
 */
int	 baska_analyse_run_stored(void *run, const struct baska_deal *d, const char *event,
	    const struct baska_rules *rules, const struct errbuf *err);
/* After the last: what follows the deals; frees the run's parts, returns its exit status. */
int	 baska_analyse_run_end(struct baska_analyse_run *);

/* The text form of baska check: what it keeps from deal to deal. */
struct baska_text_out {
	struct bdn_header	 last;		/* heading of the last deal printed */
	char			 seatname[4][96];	/* "seat 1 (Labuda)" for that heading */
	int			 seatw[4], seatmax;	/* their display widths */
	const char		*last_file;
	int			 have_last;
	struct strbuf		 sb;
};

/*
 * The text form of a judged deal (src/report/baska_text.c): heading, sides,
 * eyes, result, points, rulings; ndeals: the deals judged so far.
 */
void	 baska_text_print(struct baska_text_out *, int ndeals, const char *file,
	    const struct baska_deal *, const struct baska_verdict *, const struct baska_rules *);
void	 baska_text_free(struct baska_text_out *);
/* baska legal's answer: 'legal' or 'illegal' and why (with a card played), then the legal cards. */
void	 baska_legal_print(const int *cards, int n, int played, int ok, const char *why);
/* baska score's points of the four seats, in words (text) or as a table. */
void	 baska_score_print(const struct baska_score *, enum out_format);
/*
 * baska legal --solve's answer: seat p (0-based) to play, for the Starzy
 * when starzy; each card with the eyes of the Starzy (eyes[i]) and of the
 * Młodzi (rest - eyes[i]) to the end.
 */
void	 baska_solve_print(enum out_format, int p, int starzy, int rest, const int *cards,
	    const int *eyes, int n);
/*
 * baska legal (src/report/baska_legal.c): the hand, trick and card played
 * of contract c judged and printed, EXIT_OK or EXIT_RULE (the card may not
 * be played); or -1 with err, opt and whole as baska_legal_in_parse.
 */
int	 baska_legal_run(const struct baska_rules *, enum baska_contract c, const char *trick,
	    const char *hand, const char *play, const char **opt, int *whole, struct errbuf *);
/* baska legal --solve: position q solved and printed, 0; or -1 as baska_solve_at. */
int	 baska_solve_run(const struct baska_rules *, const struct baska_solve_q *q,
	    enum out_format, const char **opt, int *whole, struct errbuf *);
struct baska_session;
struct verdict;

/*
 * The session rulings v of file read as session s, in text ("FILE:LINE:
 * session S, table T: ...") or as CSV rows, each at its record's line.
 */
void	 baska_session_print(enum out_format, const char *file, const struct baska_session *s,
	    const struct verdict *v);
/* baska check --canonical: deal d back as a record, after a blank line unless first. */
void	 baska_canonical_print(struct strbuf *, int first, const struct baska_deal *d);
/* The last line of baska check: how many deals, with violations, session rulings, errors. */
void	 baska_text_summary(int ndeals, int nbad, int nsession, int nerr);

/* The CSV form of baska check: what it keeps from row to row. */
struct baska_csv_out {
	const char	*csv_file;	/* the file of the last CSV row */
	int		 csv_plain;	/* its name's length when it needs no quotes, else -1 */
	struct strbuf	 sb;
};

/*
 * One CSV row of a judged deal (src/report/baska_csv.c), built in one buffer
 * and written at once (the CSV of a long file is a hot path). The file field
 * is written as is when it needs no quotes (decided once per file), else
 * through csv_put_field.
 */
void	 baska_csv_row(struct baska_csv_out *, const char *file, const struct baska_deal *,
	    const struct baska_verdict *);
void	 baska_csv_free(struct baska_csv_out *);
/* The header row of baska check's CSV. */
void	 baska_csv_head(void);
/* A session ruling about deal number as a CSV row (line: its record's). */
void	 baska_csv_session(int number, const char *text, const char *file, int line);

/*
 * A run of baska check (src/report/baska_check.c): the options the command
 * read, what is counted over the files, and how an error is printed.
 */
struct baska_check {
	enum out_format		 fmt;
	int			 canonical;
	int			 deals;		/* --deals N: the session length, 0 none */
	struct baska_tag_rules	 rs;		/* the ruleset of each record */
	/*
	 * A record or file that cannot be read or judged, printed with the
	 * exit status 2 ("referee: FILE:LINE:COL: ...": cli_err_at).
	 */
	int			(*error)(int status, const char *file, const struct errbuf *);
	int			 status;	/* the exit status so far */
	int			 ndeals, nbad, nerr;
	int			 nsession;	/* session rulings */
	struct baska_text_out	 text;		/* the text form (baska_text.c) */
	struct strbuf		 sb;		/* --canonical's */
	struct baska_csv_out	 csv;		/* the CSV form (baska_csv.c) */
	struct baska_session	 sess;		/* the file read as one session */
};

/* Before the first file: the CSV header. */
void	 baska_check_begin(struct baska_check *);
/* One file judged record by record ("-": standard input), then as a session. */
void	 baska_check_file(struct baska_check *, const char *file);
/* After the last: the text summary; frees the run and returns its exit status. */
int	 baska_check_end(struct baska_check *);

struct baska_auction;

/*
 * Where the auction stands (src/report/baska_auction.c): the contract, the
 * sides (from hands, NULL: not given), the kontras.
 */
void	 baska_auction_print(struct baska_auction *, const uint16_t *hands);
/*
 * Rules on each of the n calls in turn (a rejected call takes its turn, as
 * in a record) and prints the table of seats, calls and rulings; 1 when a
 * call was rejected, else 0.
 */
int	 baska_auction_table(struct baska_auction *, const int *calls, int n);

#endif /* REPORT_BASKA_H */

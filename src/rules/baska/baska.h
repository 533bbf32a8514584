/*
 * The Baśka rules engine: cards and their orders, the ruleset, the auction,
 * legal cards and trick winners, settlement, penalties, claims and the
 * judging of a whole deal record. Pure: no stdio, no SQLite, no exit.
 * Section marks (§) refer to referee-baska(7).
 *
 * Seats are 1..4 clockwise everywhere in this interface; arrays indexed by
 * seat use [seat - 1].
 */
#ifndef BASKA_H
#define BASKA_H

#include <stddef.h>
#include <stdint.h>

#include "../../util/kv.h"
#include "../game.h"

/* ---------------------------------------------------------------- cards */

enum baska_suit { SUIT_C, SUIT_S, SUIT_H, SUIT_D };	/* ♣ ♠ ♥ ♦ */
enum baska_rank { RANK_A, RANK_10, RANK_Q, RANK_J };

#define BASKA_NCARDS	16
#define CARD(suit, rank)	((suit) * 4 + (rank))
#define CARD_SUIT(c)	((c) / 4)
#define CARD_RANK(c)	((c) % 4)
#define CARD_BIT(c)	((uint16_t)(1u << (c)))

/* A set of cards is a uint16_t with bit c set for card c. */

enum baska_family {
	FAM_NORMAL,	/* zwykła, wesele, cicha, zolo, zolo-du, baśka (§1.2) */
	FAM_GRAN	/* gran, gran-du (§1.3) */
};

/*
 * Eyes (card points) of a card: A 11, 10 10, Q 3, J 2 (by CARD_RANK, one
 * byte each of a constant: inline, as the judge counts every trick's cards).
 */
static inline int
card_eyes(int card)
{
	return (int)((0x02030a0bu >> (8 * ((unsigned)card & 3u))) & 0xffu);
}
/* Canonical ASCII name, "Ah", "10c"; a static string. */
const char *card_name(int card);
/*
 * Parses one card token (A/10/T/Q/D/J/W then c/s/h/d or ♣♠♥♦ and their white
 * forms, any case). Returns the card 0..15 or -1.
 */
int	 card_parse(const char *s, size_t n);
/*
 * Parses a list of cards separated by spaces or commas into cards[] (at most
 * max). On error returns -1 with err->col (1-based, in characters, relative to
 * s) at the offending token; duplicates are refused. Returns the count.
 */
int	 cards_parse(const char *s, size_t n, int *cards, int max, struct errbuf *err);
/* Appends cards as "Ah 10c" (single spaces) into buf. */
void	 cards_format(const int *cards, int n, char *buf, size_t size);
/* Sum of eyes of a set. */
int	 set_eyes(uint16_t set);
int	 set_count(uint16_t set);

/* Whether card is a trump in the family. */
int	 card_is_trump(enum baska_family, int card);
/*
 * Strength of a card inside a trick: trumps above everything, then cards of
 * the led suit; cards of other suits (which can never win) get 0. Higher wins.
 * led is the led card.
 */
int	 card_power(enum baska_family, int card, int led);
/* Index (0..n-1) of the card that wins the (possibly incomplete) trick. */
int	 baska_trick_winner(enum baska_family, const int *trick, int n);

/* ------------------------------------------------------------ contracts */

enum baska_contract {
	BC_NONE,	/* auction ended with no contract: becomes zwykła or cicha */
	BC_ZWYKLA,
	BC_CICHA,
	BC_WESELE,
	BC_GRAN,
	BC_ZOLO,
	BC_GRAN_DU,
	BC_ZOLO_DU,
	BC_BASKA,
	BC__COUNT
};

/* "zwykla", "gran-du" ...: the canonical ASCII record word. */
const char *baska_contract_word(enum baska_contract);
/* "zwykła", "gran-du", "baśka": the players' word with diacritics. */
const char *baska_contract_label(enum baska_contract);
/* Parses a contract word (diacritics, case, '-' or '_' optional); -1 if unknown. */
int	 baska_contract_parse(const char *s, size_t n);
enum baska_family baska_contract_family(enum baska_contract);
/* One Stary against three Młodzi: cicha, gran, zolo, gran-du, zolo-du, baśka. */
int	 baska_contract_is_solo(enum baska_contract);
/* DU contracts (and baśka, an honorary zolo-du). */
int	 baska_contract_is_du(enum baska_contract);

/* ------------------------------------------------------------ auction */

enum baska_call {
	CALL_PASS,	/* pass, pas, porządek */
	CALL_ASK,	/* ask, pytam */
	CALL_WESELE,
	CALL_GRAN,
	CALL_ZOLO,
	CALL_GRAN_DU,
	CALL_ZOLO_DU,
	CALL_BASKA,
	CALL_KONTRA,	/* kontra; rekontra, bok, hirsz are aliases */
	CALL__COUNT
};

/* Canonical record word of a call ("pass", "gran-du", "kontra"). */
const char *baska_call_word(enum baska_call);
/* Parses a call word with its aliases; -1 if unknown. */
int	 baska_call_parse(const char *s, size_t n);
/*
 * Appends the calls of s (words separated by spaces, tabs or commas) to
 * calls[*n], at most BASKA_MAX_CALLS in all. Returns 0, or -1 with err.
 */
int	 baska_calls_parse(const char *s, int *calls, int *n, struct errbuf *err);
/* The contract a contract call names (BC_NONE for pass, ask, kontra). */
enum baska_contract baska_call_contract(enum baska_call);

/*
 * The auction as a state machine (§4). Fill with baska_auction_init, then
 * feed calls in speaking order; the seat to speak is always a->turn.
 */
struct baska_auction {
	const struct baska_rules *rules;
	int	 forehand;		/* seat that opens the bidding */
	int	 have_hands;		/* hands known: holding requirements are checked */
	uint16_t hands[4];
	int	 turn;			/* seat to speak next */
	int	 ncalls;
	int	 has_call;		/* a contract or kontra was called */
	int	 passes;		/* passes in a row */
	int	 over;			/* the bidding has ended */
	enum baska_contract contract;	/* highest contract called so far, or BC_NONE */
	int	 declarer;		/* its caller, or 0 */
	int	 nkontra;		/* kontra calls on the current contract */
	int	 kontra_seat[8];	/* their callers, in order */
	int	 spoke[4];		/* seats that made a call already (wedding_first_call_only) */
};

/* What the auction settled (§4.2, §3.2, §3.3). */
struct baska_auction_result {
	enum baska_contract contract;	/* BC_NONE resolved to zwykła or cicha when hands are known */
	int	 declarer;		/* 0 when zwykła/cicha and hands unknown */
	int	 partner;		/* zwykła: Qs holder; wesele: §3.3; else 0 */
	int	 kontras;		/* effective kontras k (§4.3) */
	int	 kontra_calls;		/* kontra calls made on the final contract */
	/*
	 * Whether the sides of the kontra callers are known. Without hands a
	 * zwykła/cicha (contract BC_NONE) or a wedding has unknown Starzy:
	 * then sides_known is 0 and kontras counts every kontra call (an
	 * upper bound on k; the protocol must say the real k).
	 */
	int	 sides_known;
};

/* Starts an auction; hands (seat 1 first) may be NULL when unknown. */
void	 baska_auction_init(struct baska_auction *, const struct baska_rules *,
	    int forehand, const uint16_t *hands);
/*
 * Applies the next call by the seat whose turn it is. Returns 0 if the call is
 * legal, or -1 with the reason in players' words and the rule ("only a player
 * holding Qc and Qs may call wesele (§3.2)") and the state unchanged.
 */
int	 baska_auction_call(struct baska_auction *, enum baska_call, char *why, size_t whysz);
/* The result so far (final once a->over). */
void	 baska_auction_result(const struct baska_auction *, struct baska_auction_result *);
/*
 * Applies a call by an explicit seat (protocols that name who spoke). The
 * rules of the call itself (§3.2, §3.4, §4.3) are checked before the speaking
 * order, so a call that is both out of turn and, say, a soloist's first kontra
 * is refused with the §4.3 reason. Returns 0 or -1 as baska_auction_call.
 */
int	 baska_auction_call_at(struct baska_auction *, int seat, enum baska_call,
	    char *why, size_t whysz);
/*
 * Passes the turn to the next seat without any other effect (also after the
 * end, so that seats keep rotating): how a judge ignores a rejected call in a
 * record whose calls are in speaking order.
 */
void	 baska_auction_skip(struct baska_auction *);
/* The wedding partner of caller (§3.3): the holder of the highest of Jc, Js, Jh not in his hand. */
int	 baska_wedding_partner(const uint16_t hands[4], int caller);

/* ------------------------------------------------------------ card play */

/*
 * The cards of hand that may be played to a trick whose first n cards (led
 * card first) are trick[] (§5.2 normal family, §5.3 gran family).
 */
uint16_t baska_legal(const struct baska_rules *, enum baska_family,
	    const int *trick, int n, uint16_t hand);
/*
 * The same for a trick kept incrementally: its led card (-1: on lead, any
 * card) and its winning card so far (the led card when it is alone).
 */
uint16_t baska_legal_best(const struct baska_rules *, enum baska_family, int led, int best,
	    uint16_t hand);
/*
 * Whether card (which must be in hand) may be played. Returns 1 if legal; 0 if
 * not, with the reason in players' words and the rule, e.g.
 * "must add 10c to the led Ac (§5.2)" or "must overtrump Jc (§5.2)".
 */
int	 baska_play_check(const struct baska_rules *, enum baska_family,
	    const int *trick, int n, uint16_t hand, int card, char *why, size_t whysz);

/* The position of `baska legal` (legal_in.c): the trick so far, the hand, a card to play. */
struct baska_legal_in {
	int		 trick[4], nt;
	int		 hand[4], nh;
	int		 play;		/* -1: none */
	uint16_t	 tset, hset;
};
/*
 * Reads the cards of --trick (NULL: none), --hand and --play (NULL: none):
 * at most three in the trick, one to four in the hand and none of them in
 * the trick, the card to play in the hand. Returns 0, or -1 with err, *opt
 * the option refused and *whole set when err->msg names the option itself
 * (else it is the reason alone, with a column when there is one).
 */
int	 baska_legal_in_parse(struct baska_legal_in *, const char *trick, const char *hand,
	    const char *play, const char **opt, int *whole, struct errbuf *err);
/*
 * The legal cards of the hand, in hand order, into cards (their number
 * returned); *ok whether the card to play is legal (1 without one), why
 * the reason when it is not.
 */
int	 baska_legal_in_judge(const struct baska_rules *, enum baska_family,
	    const struct baska_legal_in *, int *cards, int *ok, char *why, size_t whysz);
/* Only the cards of --trick (NULL: none) into an emptied in; as baska_legal_in_parse. */
int	 baska_trick_parse(struct baska_legal_in *, const char *trick, const char **opt,
	    int *whole, struct errbuf *err);
/*
 * Reads --hands "H1 / H2 / H3 / H4", seat 1 first, no card twice (*all:
 * the cards seen, added to): with full four cards a hand (an auction),
 * else none to four (a position in play). Returns 0, or -1 with err, *whole
 * set when err->msg names --hands itself (else the reason and its column).
 */
int	 baska_hands_parse(const char *arg, int full, uint16_t hands[4], uint16_t *all,
	    int *whole, struct errbuf *err);
/*
 * The position of baska legal --solve: --hands into hands, --trick (NULL:
 * none) into in, no card of the trick in a hand and a card left in one;
 * *rest the eyes of the hands and the trick. Returns 0, or -1 as
 * baska_legal_in_parse.
 */
int	 baska_solve_in_parse(struct baska_legal_in *, const char *hands_s, const char *trick,
	    uint16_t hands[4], int *rest, const char **opt, int *whole, struct errbuf *err);
struct baska_dd;

/* A disputed position of baska legal --solve, as its options give it. */
struct baska_solve_q {
	enum baska_contract	 contract;
	int			 declarer, partner;	/* the Starzy; partner 0: none */
	int			 leader;		/* the seat that led the trick */
	const char		*hands, *trick;		/* --hands, --trick (NULL: none) */
};

/* Its answer: every legal card of the seat on play, with best play after it. */
struct baska_solve_a {
	int	 p;		/* the seat on play, 0-based */
	int	 starzy;	/* whether it is one of the Starzy */
	int	 rest;		/* the eyes still to take, the trick's included */
	int	 n, cards[4];	/* its legal cards */
	int	 eyes[4];	/* the Starzy's eyes to the end after each */
};

/*
 * Solves position q with the solver's memory m, its sides checked first
 * (baska_sides_check, whole): 0 with a, or -1 with err, opt and whole as
 * baska_legal_in_parse (a position no deal reaches names both options).
 */
int	 baska_solve_at(struct baska_dd *m, const struct baska_rules *,
	    const struct baska_solve_q *q, struct baska_solve_a *a, const char **opt,
	    int *whole, struct errbuf *err);
/*
 * The Starzy of contract c given as --declarer and --partner: a partner
 * exactly in a 2v2 contract, another seat. Returns 0, or -1 with err.
 */
int	 baska_sides_check(enum baska_contract c, int declarer, int partner,
	    struct errbuf *err);

/* ------------------------------------------------------------ ruleset */

enum baska_penalty_dist {
	PEN_OFFENDER_ABSORBS,	/* winners as usual; offender pays his side's whole loss */
	PEN_SIDE,		/* an ordinary loss of the guilty side */
	PEN_OFFENDER_LONE	/* offender pays as a lone loser: -3v, everybody else +v */
};
enum baska_decided_mode { DECIDED_ARITHMETIC, DECIDED_EXHAUSTIVE };
/* What a claim must show (§5.5). */
enum baska_claim_rule {
	CLAIM_BEST_LINE,	/* the claimant side has a line that wins every trick against any defence */
	CLAIM_EVERY_LINE	/* every legal continuation wins, the side's own misplays included */
};
enum baska_bok_mode { BOK_EXPLICIT, BOK_AUTO };
enum baska_tie_mode { TIE_AVERAGE, TIE_BEST, TIE_WORST };
/* Bits of bok_triggers. */
#define BOK_TRIG_BASKA	0x1u	/* a Baśka was played */
#define BOK_TRIG_DU_WON	0x2u	/* a DU contract was won */
#define BOK_TRIG_HIRSZ	0x4u	/* the fourth kontra was reached */

/* Every knob of §10. The built-in default is baska_psb. */
#define BASKA_TIE_BREAKS	3	/* small points, session wins, second places */

struct baska_rules {
	int	 allow_ask;
	int	 wedding_first_call_only;
	int	 allow_gran;
	int	 du_cancels_kontras;
	int	 cicha_is_solo;
	int	 max_kontra_calls;
	int	 baska_auto_win;
	int	 gran_void_must_trump;
	int	 gran_must_head;
	int	 win_min_starzy;	/* 53: Młodzi win with 104 - 53 + 1 = 52 */
	int	 wyjscie_min_starzy;	/* 27 */
	int	 wyjscie_min_mlodzi;	/* 26 */
	int	 base_zwykla[3];	/* per level: z wyjściem, bez wyjścia, bez bitki */
	int	 base_wesele[3];
	int	 base_cicha;
	int	 base_gran;
	int	 base_zolo;
	int	 base_baska;		/* stake before the DU factor */
	int	 du_factor;
	int	 solo_uses_levels;
	int	 level_factor[3];	/* solo stake multiplier per level when solo_uses_levels */
	int	 mlodzi_win_factor;
	int	 bok_mode;		/* enum baska_bok_mode */
	unsigned bok_triggers;		/* BOK_TRIG_* */
	int	 bok_block;		/* deals in a bok-runda */
	int	 bok_stack;
	int	 max_multiplier;	/* 64 = 6400 % */
	int	 penalty_distribution;	/* enum baska_penalty_dist */
	int	 decided_mode;		/* enum baska_decided_mode */
	int	 claim_rule;		/* enum baska_claim_rule */
	int	 big_points[4];		/* table points for places 1..4 */
	int	 tie_mode;		/* enum baska_tie_mode */
	int	 absent_big;		/* compensation to each present player */
	int	 absent_small;
	int	 team_best_n;
	int	 season_best_n;		/* 0 = all events */
	int	 tie_breaks[BASKA_TIE_BREAKS];	/* enum baska_tie_break after big points, in order; TB_END ends */
};

/* The tie-breaks of the standings after big points (§7.4, the tie_breaks key). */
enum baska_tie_break { TB_END, TB_SMALL_POINTS, TB_SESSION_WINS, TB_SECOND_PLACES };
/* The key's word for a tie-break ("small_points"), "" for TB_END. */
const char *baska_tie_break_name(int);
/* The players' words for a tie-break ("small points"), "" for TB_END. */
const char *baska_tie_break_words(int);

extern const struct baska_rules baska_psb;
/* The key table and presets, for kv_load / kv_print (see util/kv.h). */
extern const struct kv_game baska_ruleset_game;

/* ------------------------------------------------------------ settlement */

/* What decides a deal's points (§6.3); also the fields of a result-only record. */
struct baska_outcome {
	enum baska_contract contract;	/* never BC_NONE */
	int	 declarer;		/* seat 1..4 */
	int	 partner;		/* seat for zwykła and wesele, else 0 */
	int	 kontras;		/* effective kontras k, 0..4 */
	int	 bok;			/* bok factors: 0, or 1 (more only with bok_stack) */
	int	 eyes;			/* declaring side's eyes, 0..104 */
	int	 offender;		/* seat of a guilty player, or 0 */
	int	 forced_loss;		/* the offender's side loses z wyjściem (§5.4) */
};

struct baska_score {
	int	 won;		/* the declaring side won */
	int	 level;		/* 1 z wyjściem, 2 bez wyjścia, 3 bez bitki */
	int	 factor;	/* multiplier after the cap */
	int	 value;		/* v: per player (2v2), per opponent (solo) */
	int	 points[4];	/* seat 1 first; sums to zero */
};

/*
 * Scores an outcome. Checks the outcome's fields (seats, partner, ranges) and
 * returns -1 with a reason in err when they are inconsistent; else 0.
 */
int	 baska_settle(const struct baska_rules *, const struct baska_outcome *,
	    struct baska_score *, struct errbuf *);
/*
 * The eyes of a result written without them: a called baśka that wins
 * without play (baska_auto_win, §3.5) takes all 104. 0 with o->eyes set,
 * or -1 when the eyes must be given.
 */
int	 baska_outcome_eyes(const struct baska_rules *, struct baska_outcome *);
/* Whether two outcomes are the same result (a correction that changes nothing). */
int	 baska_outcome_same(const struct baska_outcome *, const struct baska_outcome *);

/* The fields of an outcome a correction sets (baska_outcome_keep). */
enum {
	BO_CONTRACT = 1, BO_DECLARER = 2, BO_PARTNER = 4, BO_KONTRAS = 8, BO_EYES = 16,
	BO_BOK = 32
};
/*
 * A correction's outcome: the fields not in set keep cur's value; a solo
 * contract keeps no partner.
 */
void	 baska_outcome_keep(struct baska_outcome *, const struct baska_outcome *cur,
	    unsigned set);
/*
 * Checks the points a protocol gives for deal number against the score.
 * Returns 0, or -1 with both in err.
 */
int	 baska_points_check(const struct baska_score *, const int want[4], int number,
	    struct errbuf *);

/* ------------------------------------------------------------ records */

#define BASKA_MAX_CALLS	64
#define BASKA_NAME_MAX	64

struct baska_src {
	int	 line, col;
};

/*
 * One deal record (.bdn, referee-notation(5)), full or result-only, as read.
 * Zero means "absent" for every optional field.
 */
struct baska_deal {
	struct baska_src src;		/* the record's first line */
	char	 event[128];
	char	 date[16];
	int	 session, table, deal;
	char	 ruleset[BASKA_NAME_MAX];
	int	 has_seats;
	char	 seats[4][BASKA_NAME_MAX];
	int	 dealer;		/* 1..4 */
	int	 bok;			/* 0/1 */

	int	 has_hands;		/* full record */
	int	 hands[4][4];		/* seat 1 first, cards as written */
	struct baska_src hands_src;
	int	 has_auction;
	int	 ncalls;
	enum baska_call calls[BASKA_MAX_CALLS];
	struct baska_src call_src[BASKA_MAX_CALLS];
	int	 has_play;
	int	 ntricks;		/* lines in [Play], 0..4 */
	int	 trick_n[4];		/* cards on each line, 1..4 */
	int	 trick[4][4];		/* cards in the order played, leader first */
	struct baska_src card_src[4][4];
	int	 claim;			/* seat whose side claims the rest, or 0 */
	struct baska_src claim_src;

	int	 has_result;		/* result-only record */
	struct baska_outcome result;	/* contract, declarer, partner, kontras, eyes */
	struct baska_src result_src;

	int	 has_score;
	int	 score[4];
	struct baska_src score_src;
};

/*
 * The reason codes of Baśka's rulings, numbered in the order of a deal's
 * phases: a verdict lists its rulings in code order (auction, play, claim,
 * score), then by call or trick number.
 */
enum baska_reason {
	BR_NONE,
	BR_CALL,		/* a call against §4, rejected; turn = call number */
	BR_AUCTION_OPEN,	/* the bidding has not ended (§4.2); turn = calls read */
	BR_OUT_OF_TURN,		/* a card played out of turn (§5.4); turn = trick */
	BR_ILLEGAL_CARD,	/* a card against §5.2/§5.3; turn = trick */
	BR_CLAIM,		/* a claim that does not hold (§5.5); turn = trick */
	BR_SCORE		/* the written Score differs from the rules' (§6.3) */
};

#define BASKA_MAX_VIOL	8

/* The ruling on one deal. */
/* baska_judge clears it field by field: a new field needs a line there. */
struct baska_verdict {
	struct baska_outcome outcome;	/* contract, sides, k, bok, eyes, offender */
	struct baska_score score;
	int	 tricks;		/* tricks taken by the declaring side; -1 unknown (result-only) */
	int	 decided;		/* an offence came after the result was decided */
	int	 claim_holds;		/* 1 holds, 0 refuted, -1 no claim */
	char	 claim_line[384];	/* refuting line (claim_holds 0); the winning line under best_line (1) */
	int	 claim_line_cut;	/* the BR_CLAIM ruling's words end before the whole line */
	/*
	 * The rulings (struct ruling, rules/game.h: code an enum baska_reason,
	 * turn the call or trick, player the seat, line and col in the record),
	 * in code order; at most BASKA_MAX_VIOL.
	 */
	int	 nviol;
	struct ruling viol[BASKA_MAX_VIOL];
};

/*
 * Judges a record (full or result-only): auction, every card, the claim and
 * the written Score. Always fills a verdict that scores the deal the way the
 * rules settle it (penalties included). Returns the number of violations, or
 * -1 when the record cannot be judged at all (err says why: e.g. the hands
 * are not 16 distinct cards). The rulings where the rulebook leaves a choice
 * (rejected calls, refuted claims, ...) are listed at the top of judge.c.
 */
int	 baska_judge(const struct baska_rules *, const struct baska_deal *,
	    struct baska_verdict *, struct errbuf *);
/* As baska_judge, an error without a position placed at the record (d->src). */
int	 baska_judge_at(const struct baska_rules *, const struct baska_deal *,
	    struct baska_verdict *, struct errbuf *);

/* ------------------------------------------------------------ search */

/*
 * Checks a claim (§5.5) that the side claimant_side (bit s - 1 set for seat
 * s) wins every remaining trick. hands are the cards still held (seat 1
 * first), trick[0..n-1] the cards already played to the current trick (n
 * 0..3, led by seat leader), trick_no its number (1..4, used in the line).
 * Under r->claim_rule best_line the claim holds iff the side has a line that
 * wins every trick against every legal defence (an AND-OR search: the side
 * chooses its cards, the others may play any legal card); under every_line
 * iff every legal continuation wins, the side's own misplays included.
 * Returns 1 if the claim holds, 0 if not, -1 if the position is not one of
 * a deal. line (may be NULL) gets, when the claim does not hold, a line of
 * play ending with the first trick the side loses ("trick 3: Js Qd Qs Ah →
 * P4; ..."; under best_line the side's cards in it are its first choice and
 * the defence's answer wins the trick whatever the side plays); when it
 * holds under best_line, the winning line in players' words: the side's
 * cards trick by trick ("lead Jc, then Js, then As, Ah"; "seat 1 leads Ah, seat 3
 * plays 10c; then ..." for several seats) when they win against every
 * defence as stated, else "answering the defence's cards, e.g. trick 2:
 * ...". Under every_line a holding claim leaves line empty. No
 * allocation; about 32 KB of stack.
 */
int	 baska_claim_check(const struct baska_rules *, enum baska_family, const uint16_t hands[4],
	    int leader, const int *trick, int n, int trick_no, int claimant_side,
	    char *line, size_t linesz);

/* The best and worst a side can end with over all legal continuations. */
struct baska_range {
	int	 min_tricks, max_tricks;	/* of the remaining tricks */
	int	 min_eyes, max_eyes;		/* of the remaining eyes, current trick included */
	int	 min_eyes_tricks;		/* tricks of a continuation giving min_eyes (of several, the fewest) */
};

/*
 * Computes the range of tricks and eyes the side (bit mask as above) takes
 * from this position on, over every legal continuation. Returns 0, or -1 if
 * the position is not one of a deal. No allocation; about 32 KB of stack.
 */
int	 baska_range(const struct baska_rules *, enum baska_family, const uint16_t hands[4],
	    int leader, const int *trick, int n, int side, struct baska_range *);

/* ------------------------------------------------------------ analysis */

/*
 * Double-dummy analysis (the "Analysis" section of referee-baska(7)): best
 * play by both sides, each side maximising its own eyes, partners
 * cooperating, the three Młodzi together against a soloist. Eyes decide
 * DU contracts too: a side takes all four tricks iff it takes 104 eyes.
 *
 * struct baska_dd is the solver's memory of positions at trick boundaries
 * (bounds on the eyes to come, keyed by the cards left and the leader); it
 * is reused between searches of one deal and one side, and forgotten by
 * baska_dd_reset; baska_dd_sides keeps its own memory beside it. About
 * 150 KB: allocate it, do not put it on the stack.
 */
#define BASKA_DD_SIZE	8192

struct baska_dd_slot {
	uint32_t key;			/* gen << 18 | cards left << 2 | leader; 0 empty */
	unsigned char lo, hi;		/* bounds on the eyes to come */
};

#define BASKA_DDV_SIZE	4096

struct baska_dd {
	uint32_t gen;			/* stamp of the current deal and side */
	struct baska_dd_slot slot[BASKA_DD_SIZE];	/* a position in one cache line */
	long	 nodes;			/* positions visited (for tests and benchmarks) */
	/* baska_dd_sides: values of every side at once, by position (dd_sides.c) */
	uint32_t vgen;			/* stamp of the current deal and family */
	int	 vused;			/* positions stored under vgen */
	uint32_t vkey[BASKA_DDV_SIZE];	/* vgen << 18 | cards left << 2 | leader */
	uint64_t vlo[BASKA_DDV_SIZE];	/* bounds on the eyes to come, one side a byte */
	uint64_t vhi[BASKA_DDV_SIZE];
	uint16_t vlist[BASKA_DDV_SIZE];	/* the slots stored under vgen */
};

/* Clears the solver's memory (call once after allocating). */
void	 baska_dd_init(struct baska_dd *);
/* Forgets every position: the next searches are of another deal or side. */
void	 baska_dd_reset(struct baska_dd *);

/*
 * The eyes the side (bit s - 1 for seat s) takes from this position to the
 * end of the deal, the current trick's cards included, with best play by
 * both sides. hands are the cards still held (seat 1 first), trick[0..n-1]
 * the cards already in the current trick, led by seat leader. Returns 0 with
 * *eyes, or -1 if the position is not one of a deal (a card twice, hands
 * that do not fit the trick). Successive calls on positions of the same deal
 * and side share dd's memory; call baska_dd_reset between deals or sides.
 */
int	 baska_dd_value(struct baska_dd *, const struct baska_rules *, enum baska_family,
	    const uint16_t hands[4], int leader, const int *trick, int n, int side, int *eyes);
/*
 * As baska_dd_value, when the legal card of the seat on play is known to
 * give after eyes (the value of the position after it): only the other
 * cards are searched, against it. Returns -1 also when card is not legal.
 */
int	 baska_dd_value_but(struct baska_dd *, const struct baska_rules *, enum baska_family,
	    const uint16_t hands[4], int leader, const int *trick, int n, int side, int card,
	    int after, int *eyes);
/*
 * As baska_dd_value, for every legal card of the seat on play: cards[] gets
 * them in card order (at most 4) and eyes[] the side's eyes after each with
 * best play after it. Returns the number of legal cards (0 at the end of the
 * deal), or -1 as baska_dd_value.
 */
int	 baska_dd_cards(struct baska_dd *, const struct baska_rules *, enum baska_family,
	    const uint16_t hands[4], int leader, const int *trick, int n, int side,
	    int *cards, int *eyes);

/*
 * Of the legal cards of the seat on play after which the side takes want
 * eyes (its best value, from baska_dd_value), the one with the fewest eyes,
 * then the first in the order Ac 10c Qc Jc As ... Jd; -1 if none.
 */
int	 baska_dd_best(struct baska_dd *, const struct baska_rules *, enum baska_family,
	    const uint16_t hands[4], int leader, const int *trick, int n, int side, int want);

/*
 * The eyes each of nsides sides (at most 8; bit s - 1 for seat s) takes
 * from the deal's first card, hands dealt (as many cards each) and leader
 * on lead, with best play by both sides, into eyes[]: one search for all,
 * since the sides share the family's cards and tricks. When keep is the
 * index of a side, dd's memory is reset and left holding that side's
 * values, for baska_dd_value on positions of the same deal and side.
 * Returns 0, or -1 as baska_dd_value.
 */
int	 baska_dd_sides(struct baska_dd *, const struct baska_rules *, enum baska_family,
	    const uint16_t hands[4], int leader, const int *sides, int nsides, int keep,
	    int *eyes);

/* One contract of the double-dummy table, its value and points. */
struct baska_dd_entry {
	enum baska_contract contract;
	int	 declarer, partner;	/* partner 0 in a solo contract */
	int	 eyes;			/* declaring side's eyes with best play */
	struct baska_score score;	/* no kontras; bok as the deal */
};

/* The cost of one card played. */
struct baska_card_cost {
	int	 trick;		/* 1..4 */
	int	 seat;		/* 1..4 */
	int	 card;
	int	 cost;		/* eyes its side loses against the best card, 0 for a best card */
	int	 best;		/* the best card there (see referee-baska(7) for ties) */
};

#define BASKA_DD_TABLE_MAX	24

struct baska_analysis {
	int	 played;		/* the play was analysed (not an auto-won baśka) */
	int	 declside;		/* the Starzy: bit s - 1 for seat s */
	int	 dd_eyes;		/* Starzy's eyes with best play from the first card */
	struct baska_score dd_score;	/* their points, the deal's kontras and bok */
	int	 ncards;		/* cards analysed: up to the first violation */
	struct baska_card_cost card[16];
	int	 lost[4];		/* eyes lost by each seat's cards */
	int	 total;			/* the deal's total loss */
	int	 stop_trick, stop_seat;	/* the violation that stopped the analysis, or 0 */
	int	 claim;			/* seat of a claim analysed, or 0 */
	int	 claim_dd, claim_settled;	/* the claimant side's eyes: best play, settled */
	int	 ntable;
	struct baska_dd_entry table[BASKA_DD_TABLE_MAX];
};

/*
 * The parts of baska_analyse beyond the Starzy's double-dummy value and
 * points and the cost of every card, which it always gives: each is a
 * search of its own, so a report that prints none of them asks for none.
 */
#define BASKA_ANALYSE_TABLE	0x1	/* the double-dummy table (ntable, table) */
#define BASKA_ANALYSE_BEST	0x2	/* the best card beside a costly one (card[].best) */
#define BASKA_ANALYSE_CLAIM	0x4	/* a claim's value (claim, claim_dd, claim_settled) */
#define BASKA_ANALYSE_ALL	0x7

/*
 * Analyses a full record the judge has accepted (baska_judge returned 0 or
 * more, v its verdict): the double-dummy table of the dealt hands, and, when
 * the deal was played, the Starzy's double-dummy value, the cost of every
 * card up to the first card violation (§5.4) and a claim's value; of the
 * table, the best cards and the claim only the parts asked for (BASKA_ANALYSE_*:
 * one not asked for is left 0, a best card -1). Returns 0, or -1 with err
 * when the record has no hands.
 */
int	 baska_analyse(struct baska_dd *, const struct baska_rules *, const struct baska_deal *,
	    const struct baska_verdict *, unsigned parts, struct baska_analysis *,
	    struct errbuf *);

#endif /* BASKA_H */

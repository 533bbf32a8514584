/*
 * Manewry Morskie (referee-manewry(7)): the pure judge of the
 * hidden-unit naval game. The unit table, the combat matrix of §4, movement,
 * attacks, mines, batteries, neutral-water internment and the end of the
 * game. Every choice the rulebook leaves open (§7) is a key of struct
 * mm_rules; the board map is ruleset data too.
 *
 * Squares are (x, y), 0-based: x the column (A = 0), y the row (1 = 0).
 * No stdio here: rulings go into a struct verdict (../game.h).
 */
#ifndef RULES_MANEWRY_H
#define RULES_MANEWRY_H

#include <stddef.h>
#include <stdint.h>

#include "../game.h"

#define MM_MAXW		26	/* columns A..Z */
#define MM_MAXH		60	/* rows 1..60 */
#define MM_MAXSTEPS	16	/* the longest move allowance a ruleset may give */

enum mm_unit {
	MM_PA,		/* pancernik */
	MM_RA,		/* okręt rakietowy */
	MM_KR,		/* krążownik */
	MM_NI,		/* niszczyciel */
	MM_OP,		/* okręt podwodny */
	MM_ES,		/* eskortowiec */
	MM_TR,		/* trałowiec */
	MM_DE,		/* okręt desantowy */
	MM_BA,		/* bateria nabrzeżna */
	MM_MI,		/* mina */
	MM_NUNITS
};
#define MM_NSHIPS	8	/* PA..DE move; BA and MI stand */

/* Map squares, one character each (§6). */
enum {
	MM_SEA = '.', MM_NEUTRAL = 'n', MM_LAND = '#', MM_ISLAND = 'i',
	MM_PORT1 = 'Y', MM_PORT2 = 'R', MM_ENTRANCE = 'e',
	MM_BATT1 = 'y', MM_BATT2 = 'r'
};

struct mm_map {
	int	 w, h;
	char	 sq[MM_MAXH][MM_MAXW];
};

enum mm_zone { MM_ZONE_NO_ENTRY, MM_ZONE_NO_PASS };
enum mm_bat_attacked { MM_BATATT_DIES, MM_BATATT_ILLEGAL };
enum mm_bat_ra { MM_BATRA_BATTERY_DIES, MM_BATRA_ILLEGAL };
enum mm_op_es { MM_OPES_A, MM_OPES_B };
enum mm_metric { MM_METRIC_KING, MM_METRIC_ORTHO };
enum mm_mines_start { MM_MINES_OFF_BOARD, MM_MINES_PORT };
enum mm_mine_attacked { MM_MINEATT_BOTH, MM_MINEATT_ATTACKER };
enum mm_clear_ship { MM_CLEARSHIP_ATTACK, MM_CLEARSHIP_ILLEGAL };
enum mm_no_turn { MM_NOTURN_LOSE, MM_NOTURN_DRAW };
/* Where a trałowiec lays its mine: next to the start or the end of its move (§7.7). */
enum mm_mine_time { MM_MINE_EITHER, MM_MINE_AFTER, MM_MINE_BEFORE };

/* A ruleset (struct kv_game manewry_ruleset_game). */
struct mm_rules {
	struct mm_map	 map;			/* §6 */
	int		 count[MM_NUNITS];	/* §2 */
	int		 move[MM_NUNITS];	/* §2: move = attack range */
	int		 zone;			/* §7.2 enum mm_zone */
	int		 ra_zone_exempt;	/* §7.2 */
	int		 battery_attacked;	/* §7.3 enum mm_bat_attacked */
	int		 battery_fire;		/* §4: a battery may attack */
	int		 battery_vs_ra;		/* §7.3 enum mm_bat_ra */
	int		 op_es;			/* §7.4 enum mm_op_es */
	int		 metric;		/* §7.5 enum mm_metric */
	int		 attack_after_move;	/* §7.5 */
	int		 winner_moves_in;	/* §7.6 */
	int		 mines_start;		/* §7.7 enum mm_mines_start */
	int		 mine_time;		/* §7.7 enum mm_mine_time */
	int		 mine_alone;		/* §7.7: a turn may only lay a mine */
	int		 mines_per_turn;	/* §7.7 */
	int		 mine_attacked;		/* §4 X -> MI */
	int		 clear_on_ship;		/* "clear" announced at a ship */
	int		 neutral_turns;		/* §7.8 further own turns allowed */
	int		 neutral_count_entry;	/* §7.8 the entering turn counts */
	int		 neutral_attack;	/* §7.8 a unit in neutral waters may attack */
	int		 de_interned_loses;	/* §7.10 */
	int		 no_turn;		/* §7.10 enum mm_no_turn */
	int		 max_turns;		/* §7.10: 0 = no limit, else a draw after */
};

extern const struct mm_rules mm_seed;	/* preset manewry */
extern const struct mm_rules mm_prl;	/* preset prl: mines may start in port */
extern const struct kv_game manewry_ruleset_game;

/* Unit codes and Polish names. */
const char	*mm_unit_code(int unit);
const char	*mm_unit_name(int unit);
/* Parses a code ("KR") or a Polish name, any case, with or without diacritics; -1 if none. */
int		 mm_unit_parse(const char *s, size_t n);

/* The map: parses rows separated by '/' (the ruleset form); 0 or -1 with err (col in s). */
int		 mm_map_parse_rows(struct mm_map *, const char *s, struct errbuf *);
/* Sets one row from n map characters (spaces ignored); 0 or -1 with err col. */
int		 mm_map_set_row(struct mm_map *, int y, const char *s, size_t n,
		    struct errbuf *);
/* Checks a whole map: both ports, battery squares, size; 0 or -1 with err. */
int		 mm_map_validate(const struct mm_map *, struct errbuf *);
/* Appends the rows separated by '/'. */
void		 mm_map_print_rows(const struct mm_map *, struct strbuf *);
/* The square's character, or 0 off the map. */
char		 mm_map_at(const struct mm_map *, int x, int y);
/* Whether the square is land of the island (an 'i', or '#' next to neutral water). */
int		 mm_map_is_island(const struct mm_map *, int x, int y);
/* Whether the square is player p's port. */
int		 mm_map_is_port(const struct mm_map *, int x, int y, int p);

/* Square names: "C4". */
void		 mm_square_name(int x, int y, char *buf, size_t size);
/* Parses a square (letter + row 1..99); 0 or -1. */
int		 mm_square_parse(const char *s, size_t n, int *x, int *y);

/* ----------------------------------------------------------------- combat */

enum mm_result {
	MM_RES_NONE,		/* nobody removed (OP -> ES, reading B) */
	MM_RES_DEFENDER,	/* D */
	MM_RES_ATTACKER,	/* A */
	MM_RES_BOTH,		/* B */
	MM_RES_CLEARED,		/* a mine cleared by a trałowiec */
	MM_RES_ILLEGAL		/* the attack is not allowed at all */
};

/*
 * The combat matrix of §4: attacker unit att on defender unit def, clear
 * when a trałowiec announced "ZDEJMUJĘ MINĘ". Writes the players' words
 * ("NI attacks OP first: OP removed (§4, NI row)") to why when not NULL.
 */
enum mm_result	 mm_combat(const struct mm_rules *, int att, int def, int clear,
		    char *why, size_t size);
const char	*mm_result_word(enum mm_result);

/* ----------------------------------------------------------------- setup */

struct mm_placed {
	int	 unit;
	int	 x, y;
	int	 line, col;	/* position in the record, 0 if none */
};

struct mm_setup {
	int		 n;
	struct mm_placed u[128];
};

/* ------------------------------------------------------------------ turns */

#define MM_MAXPATH	12	/* squares written in a path, the first included */

enum mm_action { MM_ACT_MOVE, MM_ACT_ATTACK, MM_ACT_CLEAR };

/* One turn as written: PLAYER: FROM[-TO...] [x T | clear T] [mine S]. */
struct mm_turn {
	int	 player;		/* 1 or 2 */
	int	 npath;			/* squares of the path, >= 1 (the first = FROM) */
	int	 px[MM_MAXPATH], py[MM_MAXPATH];
	int	 pcol[MM_MAXPATH];
	int	 action;		/* enum mm_action */
	int	 has_target, tx, ty, tcol;
	int	 has_mine, mx, my, mcol;
	int	 line, col;		/* position of the turn, 0 if none */
};

/* ------------------------------------------------------------- the game */

/* One square of the board in play. */
struct mm_cell {
	uint8_t	 owner;		/* 0 empty, 1 or 2 */
	uint8_t	 unit;
	uint8_t	 known;		/* bit p-1: player p knows its type */
	int16_t	 entered;	/* own turn number when it entered neutral water, -1 */
};

struct mm_removed {
	int	 player, unit, x, y;
	int	 interned;
};

/* What one turn did. */
struct mm_outcome {
	int		 legal;
	int		 unit;			/* the acting unit, -1 unknown */
	int		 fx, fy, tx, ty;	/* from and to */
	int		 action;		/* enum mm_action; mine-only turns are moves */
	int		 target, gx, gy;	/* has a target square */
	int		 mine, mx, my;
	enum mm_result	 result;		/* for attack and clear, else MM_RES_NONE */
	int		 def_unit;		/* the defender's unit, -1 */
	char		 combat[200];		/* the combat ruling's words */
	int		 nremoved;
	struct mm_removed removed[8];
	int		 winner;		/* set when this turn ended the game */
};

enum mm_end {
	MM_END_NONE,
	MM_END_LANDING,		/* a DE entered the enemy port */
	MM_END_DE_LOST,		/* a DE removed in combat */
	MM_END_DE_INTERNED,	/* a DE interned */
	MM_END_NO_TURN,		/* the player to move has no legal turn */
	MM_END_MAX_TURNS	/* the turn limit: a draw */
};

struct mm_game {
	const struct mm_rules	*r;
	struct mm_cell		 b[MM_MAXH][MM_MAXW];
	int			 turn;		/* player to move */
	int			 turns;		/* turns played, all players */
	int			 own[3];	/* own turns played by 1 and 2 */
	int			 mines_left[3];
	int			 pieces[3][MM_NUNITS];
	int			 over;		/* the game has ended */
	int			 winner;	/* 1, 2, or 0 (draw or not over) */
	enum mm_end		 end;
	int			 ex, ey;	/* square of the ending event */
};

/* Reason codes of the rulings (struct ruling.code). */
enum mm_code {
	MM_OK_NONE,
	/* setup */
	MM_SETUP_COUNT = 1,	/* wrong number of a unit */
	MM_SETUP_OFF_MAP,
	MM_SETUP_PLACE,		/* a ship not in its port / a battery not on its square */
	MM_SETUP_TWICE,		/* two units on a square */
	/* turns */
	MM_T_ORDER = 20,	/* out of turn */
	MM_T_OVER,		/* after the end of the game */
	MM_T_OFF_MAP,
	MM_T_NO_UNIT,		/* no own unit on FROM */
	MM_T_STATIC,		/* a battery or a mine cannot move */
	MM_T_NO_ACTION,
	MM_T_SEGMENT,		/* a path segment not a king step or straight run */
	MM_T_TOO_FAR,		/* more steps than the allowance */
	MM_T_BLOCK_PIECE,
	MM_T_BLOCK_LAND,
	MM_T_BLOCK_ISLAND,
	MM_T_BLOCK_COAST,
	MM_T_BLOCK_ZONE,
	MM_T_DE_ATTACK,		/* DE never attacks */
	MM_T_ATTACK_MOVED,	/* attack after a move not allowed by the ruleset */
	MM_T_RANGE,
	MM_T_TARGET_EMPTY,
	MM_T_TARGET_OWN,
	MM_T_TARGET_NEUTRAL,
	MM_T_ATTACK_ILLEGAL,	/* a matrix cell that is illegal ('—' or a knob) */
	MM_T_CLEAR_NOT_TR,
	MM_T_CLEAR_NOT_MINE,
	MM_T_MINE_NOT_TR,
	MM_T_MINE_NONE_LEFT,
	MM_T_MINE_SQUARE,	/* not next to the trałowiec, occupied, land, neutral */
	MM_T_BATTERY_MOVE,	/* a battery that moves before firing */
	MM_T_NEUTRAL_ATTACK,	/* an attack out of neutral waters (neutral_attack) */
	MM_T_MINE_ALONE,	/* a turn that only lays a mine (mine_alone) */
	/* events */
	MM_E_COMBAT = 60,
	MM_E_INTERNED,
	MM_E_WIN
};

/* Empty board, mines and turn counters reset; first = the player to move. */
void	 mm_game_init(struct mm_game *, const struct mm_rules *, int first);
/*
 * Places player p's setup after checking it (§3 setup, §2 counts). Adds one
 * ruling per problem; returns the number of problems (0: placed).
 */
int	 mm_game_setup(struct mm_game *, int p, const struct mm_setup *, struct verdict *);
/*
 * Judges one turn without changing the game (§3): the player, the path, the
 * attack or clearing, the mine. Fills out (the combat included, not the
 * internments). Returns 1 if legal; 0 if not, with the ruling in *why
 * (code, rule, text, position; turn and player set to turnno and the player).
 */
int	 mm_turn_judge(const struct mm_game *, const struct mm_turn *, int turnno,
	    struct mm_outcome *out, struct ruling *why);
/*
 * Applies a turn mm_turn_judge found legal, then ends the turn: internments
 * in neutral waters (§3), the end of the game. Adds the internments and the
 * end to out.
 */
void	 mm_game_apply(struct mm_game *, const struct mm_outcome *out_in,
	    struct mm_outcome *out);
/* Ends the turn of the player to move without an action (an illegal turn is void). */
void	 mm_game_pass(struct mm_game *, struct mm_outcome *out);
/*
 * Judges a record's turn (check): a legal turn is applied; an illegal one is
 * void but spends the turn, except a turn out of order or after the end.
 * Adds the ruling of an illegal turn, each combat, internment and the end to
 * v. Returns 1 if legal, 0 if not.
 */
int	 mm_game_turn(struct mm_game *, const struct mm_turn *, int turnno,
	    struct mm_outcome *out, struct verdict *);
/*
 * A whole record, judged (check): mm_record_setup places both setups of a
 * game mm_game_init started, adding a ruling per problem to v; it returns
 * the number of problems (the game cannot start when there are any).
 * mm_record_turns then judges every turn that vis->next gives (1: a turn,
 * 0: the end, -1: stop) with mm_game_turn, calls vis->turn (when not NULL)
 * with the turn's outcome and all its rulings, and adds the ruling of each
 * illegal turn to v (when not NULL). Returns the number of illegal turns,
 * or -1 when next stopped.
 */
struct mm_record_visit {
	int	(*next)(void *arg, struct mm_turn *t);
	void	(*turn)(void *arg, const struct mm_turn *t, int turnno, int legal,
		    const struct mm_outcome *o, const struct verdict *tv);
	void	*arg;
};
int	 mm_record_setup(struct mm_game *, const struct mm_setup setup[2], struct verdict *v);
int	 mm_record_turns(struct mm_game *, const struct mm_record_visit *, struct verdict *v);

/* Whether player p has any legal turn. */
int	 mm_game_can_move(const struct mm_game *, int p);
/* Whether the square is in the zone of a standing battery of player p's enemy. */
int	 mm_game_in_zone(const struct mm_game *, int p, int x, int y, int *bx, int *by);
/* The attack distance between two squares under the ruleset's metric. */
int	 mm_distance(const struct mm_rules *, int x1, int y1, int x2, int y2);

#endif /* RULES_MANEWRY_H */

/*
 * The message ids of the judges' rulings: a judge names one (ruling_say,
 * rules/game.h) with its arguments; the words, their plural forms and the
 * order of the arguments live in one table, report/ruling_msg.def, one row
 * an id, in this order. Pure: no words here.
 */
#ifndef RULES_MSG_H
#define RULES_MSG_H

enum rmsg {
	RM_NONE,
	RM_TEXT,			/* words made before: a plain string, as it is */

	/* Generał (rules/dice/judge.c) */
	RM_DICE_THROWS,			/* name, throws, most */
	RM_DICE_KEPT_NOT_THROWN,	/* name, kept, throw before */
	RM_DICE_KEPT_LOST,		/* name, kept, next throw */
	RM_DICE_CARD_FULL,		/* name */
	RM_DICE_BOX_USED,		/* name, box, its points */
	RM_DICE_BOX_NOT_ALLOWED_WHY,	/* name, box, allowed boxes, why */
	RM_DICE_BOX_NOT_ALLOWED,	/* name, box, allowed boxes */
	RM_DICE_POINTS,			/* name, points written, box, points due */
	RM_DICE_ORDER,			/* name, name whose turn it is */
	RM_DICE_CARD_OPEN,		/* name, turns played, open boxes */

	/* Rybaření (rules/rybareni/judge.c); who: "drawn " or "" */
	RM_RYB_OR,			/* (the separator of a list of tiles) */
	RM_RYB_NOT_ON_TABLE,		/* who, tile, table tile, table tile */
	RM_RYB_NO_PAIR_GEE,		/* who, tile, table tile */
	RM_RYB_NO_PAIR,			/* who, tile, table tile, pips, pips */
	RM_RYB_STACKED,			/* who, table tile, table tile */
	RM_RYB_HAND_PAIR,		/* hand tile, table tile (an argument of MUST_CATCH) */
	RM_RYB_STACK_OFF,		/* tile */
	RM_RYB_NOT_IN_HAND,		/* tile */
	RM_RYB_STACK_TWO,		/* tile */
	RM_RYB_PAIR66_OFF,
	RM_RYB_PAIR66_LATE,
	RM_RYB_PAIR66_UNDEALT,
	RM_RYB_MUST_PLAY,
	RM_RYB_MUST_CATCH,		/* the pair (HAND_PAIR) */
	RM_RYB_HAND_LAY,		/* tile */
	RM_RYB_DRAW,			/* tile written, tile of the wall */
	RM_RYB_DRAWN_STACK_TWO,		/* tile */
	RM_RYB_DRAWN_STACK_OFF,		/* tile */
	RM_RYB_COMPULSORY,		/* tile, the tiles it could catch */
	RM_RYB_AFTER_END,
	RM_RYB_ORDER,			/* player whose turn it was */
	RM_RYB_UNFINISHED,		/* tiles left in the wall */

	/* Flota (rules/flota/judge.c) */
	RM_FLOTA_FLEET_DUPLICATE,
	RM_FLOTA_FLEET_OFF_BOARD,
	RM_FLOTA_FLEET_SHARED,
	RM_FLOTA_FLEET_MISSING,
	RM_FLOTA_AFTER_END,
	RM_FLOTA_OUT_OF_TURN,
	RM_FLOTA_SUNK_ACTS,
	RM_FLOTA_SAME_SHIP,
	RM_FLOTA_FALSE_ANSWER,
	RM_FLOTA_FALSE_ANSWER_2,
	RM_FLOTA_FALSE_ANSWER_3,
	RM_FLOTA_SHOT_OFF_BOARD,
	RM_FLOTA_SHOT_RANGE,
	RM_FLOTA_SHOT_RANGE_2,
	RM_FLOTA_SHOT_TOO_MANY,
	RM_FLOTA_SHOT_OWN,
	RM_FLOTA_SHOT_MINED,
	RM_FLOTA_SHOT_NO_TOKENS,
	RM_FLOTA_MOVE_OFF_BOARD,
	RM_FLOTA_MOVE_NONE,
	RM_FLOTA_MOVE_SPLIT,
	RM_FLOTA_MOVE_MINED,
	RM_FLOTA_MOVE_OWN,
	RM_FLOTA_MOVE_BLOCKED,
	RM_FLOTA_MOVE_TOO_LONG,
	RM_FLOTA_AFTER_END_2,
	RM_FLOTA_NO_ACTION,
	RM_FLOTA_DRAW,			/* (of AFTER_END) turn */
	RM_FLOTA_WON,			/* (of AFTER_END) turn, player */
	RM_FLOTA_AND,			/* (the last separator of a list of ships) */
	RM_FLOTA_SHIP_ON,		/* separator, ship, square: one of a list */
	RM_FLOTA_WHY_HIT,		/* (of FALSE_ANSWER) ship, square */
	RM_FLOTA_WHY_BURN,		/* (of FALSE_ANSWER) ships, how many */
	RM_FLOTA_WHY_MISS,		/* (of FALSE_ANSWER) player, square */

	/* Manewry Morskie (rules/manewry/judge.c) */
	RM_MM_T_OFF_MAP,
	RM_MM_T_SEGMENT,
	RM_MM_T_TOO_FAR,
	RM_MM_T_BLOCK_ISLAND,
	RM_MM_T_BLOCK_LAND,
	RM_MM_T_BLOCK_COAST,
	RM_MM_T_BLOCK_COAST_2,
	RM_MM_T_BLOCK_PIECE,
	RM_MM_T_BLOCK_ZONE,
	RM_MM_T_DE_ATTACK,
	RM_MM_T_CLEAR_NOT_TR,
	RM_MM_T_TARGET_EMPTY,
	RM_MM_T_TARGET_OWN,
	RM_MM_T_TARGET_NEUTRAL,
	RM_MM_T_NEUTRAL_ATTACK,
	RM_MM_T_RANGE,
	RM_MM_T_CLEAR_NOT_MINE,
	RM_MM_T_MINE_NOT_TR,
	RM_MM_T_MINE_NONE_LEFT,
	RM_MM_T_MINE_SQUARE,
	RM_MM_T_MINE_SQUARE_2,
	RM_MM_T_MINE_SQUARE_3,
	RM_MM_T_MINE_SQUARE_4,
	RM_MM_T_MINE_SQUARE_5,
	RM_MM_T_NO_UNIT,
	RM_MM_T_NO_ACTION,
	RM_MM_T_MINE_ALONE,
	RM_MM_T_STATIC,
	RM_MM_T_BATTERY_MOVE,
	RM_MM_T_ATTACK_MOVED,
	RM_MM_T_OVER,
	RM_MM_T_ORDER,
	RM_MM_SETUP_COUNT,
	RM_MM_SETUP_COUNT_2,
	RM_MM_SETUP_OFF_MAP,
	RM_MM_E_INTERNED,
	RM_MM_SETUP_TWICE,
	RM_MM_SETUP_PLACE,
	RM_MM_SETUP_PLACE_2,
	RM_MM_SETUP_PLACE_3,
	RM_MM_SETUP_PLACE_4,
	RM_MM_WHAT,			/* (of SETUP_*) player, unit, square */
	RM_MM_WIN1,
	RM_MM_WIN2,
	RM_MM_DRAW,

	/* Morska Bitwa (rules/fleet/battle.c) */
	RM_BT_FLEET,			/* board, the fault of the fleet (rules/fleet/validate.c's words) */
	RM_BT_WHY_REJECTED,		/* (of OUT_OF_TURN) */
	RM_BT_WHY_AGAIN,		/* (of OUT_OF_TURN) answer, player */
	RM_BT_WHY_PASSES,		/* (of OUT_OF_TURN) answer */
	RM_BT_OUT_OF_TURN,		/* player, player skipped, why */
	RM_BT_FALSE_SHOT_BEFORE,	/* player, answer, square, square, line, true answer */
	RM_BT_FALSE_WATER,		/* player, answer, square, square, true answer */
	RM_BT_FALSE_SHIP,		/* player, answer, square, square, sinks|holds, ship, true answer */
	RM_BT_OUTSIDE,			/* square, board range */
	RM_BT_REPEAT,			/* player, square, first line */
	RM_BT_HALO,			/* player, square, sunk ship */
	RM_BT_HALO_BOAT,		/* player, square, rescued boat */
	RM_BT_HALO_FISH,		/* player, square, rescued fish */
	RM_BT_AFTER_END,		/* shots, line */
	RM_BT_AFTER_END_BOAT,		/* shots, line */
	RM_BT_AFTER_END_FISH,		/* shots, line */

	/* Baśka: the deals of a session (rules/baska/sequence.c) */
	RM_BS_BOK_BLOCK,
	RM_BS_MISSING,
	RM_BS_MISSING_2,
	RM_BS_DEALER,
	RM_BS_ROWS,			/* rows, deals of a session (too many, too few) */

	/* Baśka: a deal (rules/baska/judge.c) */
	RM_BR_SCORE,			/* the Score's four points, the rules' four */
	RM_BR_AUCTION_OPEN,
	RM_BR_OUT_OF_TURN,		/* card, seat to play */
	RM_BR_CLAIM_HEAD,		/* seat, how (the words before the line, measured) */
	RM_BR_CLAIM,			/* seat, how, the refuting line */

	/* Baśka: a call (rules/baska/auction.c; the reason of baska_auction_call) */
	RM_BA_ASK_OFF,
	RM_BA_ASK_FOREHAND,
	RM_BA_KONTRA_MAX,
	RM_BA_KONTRA_SOLOIST,
	RM_BA_KONTRA_CICHA,
	RM_BA_UNKNOWN,
	RM_BA_GRAN_OFF,
	RM_BA_NOT_HIGHER,
	RM_BA_WESELE_QUEENS,
	RM_BA_WESELE_FIRST,
	RM_BA_BASKA_QUEENS,
	RM_BA_ENDED,
	RM_BA_NO_SEAT,
	RM_BA_TURN,

	/* Baśka: a card (rules/baska/play.c; the reason of baska_play_check) */
	RM_BP_NOT_IN_HAND,
	RM_BP_FELA,
	RM_BP_SUIT,
	RM_BP_HEAD,
	RM_BP_OVERTRUMP,
	RM_BP_GRAN_VOID,
	RM_BP_TRUMP,
	RM_BP_STILL,
	RM_BP_NOT_HERE,

	/* Generał: why a box is allowed (rules/dice/score.c, dice_options_explain; an argument of RM_DICE_BOX_NOT_ALLOWED_WHY) */
	RM_DX_GENERAL_OPEN,
	RM_DX_NO_JOKER_UPPER_OPEN,
	RM_DX_FORCED_UPPER,
	RM_DX_JOKER_LOWER,
	RM_DX_JOKER_UPPER_ZERO,
	RM_DX_JOKER_ANY,
	RM_DX_JOKER_LAX,
	RM_DX_NO_JOKER,
	RM_DX_BONUS_OFF,
	RM_DX_BONUS,
	RM_DX_BONUS_CROSSED,
	RM_DX_BONUS_NOT_FIRST,

	RM__COUNT
};

#endif /* RULES_MSG_H */

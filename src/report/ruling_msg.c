/*
 * The message table of the judges' rulings, one row a message id
 * (rules/msg.h): its msgid (N_, or NP_ with its plural msgid) and the
 * 1-based argument whose count picks the plural form. The msgids keep
 * the words the judges printed before (their translations in po/pl.po).
 */
#include "../util/i18n.h"
#include "ruling.h"

const struct ruling_msg ruling_msgs[RM__COUNT] = {
	[RM_NONE] = { NULL, NULL, 0 },
	/* not translated again: the words were made elsewhere (a combat's, rules/manewry/rules.c) */
	[RM_TEXT] = { NT_("%s"), NULL, 0 },

	/* Generał */
	[RM_DICE_THROWS] = { NP_("%s: %d throw, but at most %d are allowed (§1)",
	    "%s: %d throws, but at most %d are allowed (§1)"), 2 },
	[RM_DICE_KEPT_NOT_THROWN] = {
	    N_("%s: the kept dice %s are not in the throw before, %s (§1)"), NULL, 0 },
	[RM_DICE_KEPT_LOST] = {
	    N_("%s: the kept dice %s are missing from the next throw, %s (§1)"), NULL, 0 },
	[RM_DICE_CARD_FULL] = {
	    N_("%s: the card is full, all 13 boxes already filled (§1)"), NULL, 0 },
	[RM_DICE_BOX_USED] = { NP_("%s: box %s already used (%d point); a box is used once (§1)",
	    "%s: box %s already used (%d points); a box is used once (§1)"), 3 },
	[RM_DICE_BOX_NOT_ALLOWED_WHY] = { N_("%s: box %s not allowed, allowed: %s; %s"), NULL, 0 },
	[RM_DICE_BOX_NOT_ALLOWED] = { N_("%s: box %s not allowed, allowed: %s"), NULL, 0 },
	[RM_DICE_POINTS] = { NP_("%s: %d point written in box %s, but %d are due (§5)",
	    "%s: %d points written in box %s, but %d are due (§5)"), 2 },
	[RM_DICE_ORDER] = {
	    N_("%s: it is the turn of %s (the order of the Players tag, §1)"), NULL, 0 },
	[RM_DICE_CARD_OPEN] = { N_("%s: the card is not full (turns played: %d), open boxes: %s; "
	    "the game ends when all 13 are filled (§1)"), NULL, 0 },

	/* Rybaření */
	[RM_RYB_OR] = { N_(" or "), NULL, 0 },
	[RM_RYB_NOT_ON_TABLE] = { N_("%s%s+%s: no %s on the table (§4)"), NULL, 0 },
	[RM_RYB_NO_PAIR_GEE] = { N_("%s%s and %s do not pair: with gee_joon_exclusive "
	    "1-2 and 2-4 pair only with each other (§4, pairing)"), NULL, 0 },
	[RM_RYB_NO_PAIR] = {
	    N_("%s%s and %s do not pair: %d and %d pips (§4, pairing)"), NULL, 0 },
	[RM_RYB_STACKED] = { N_("%s%s lies stacked three high: only the fourth %s catches it "
	    "(§3, triple stack)"), NULL, 0 },
	[RM_RYB_HAND_PAIR] = { N_("%s from the hand with %s on the table"), NULL, 0 },
	[RM_RYB_STACK_OFF] = { N_("stacked %s: stacking is not played "
	    "under these rules (§3, triple stack)"), NULL, 0 },
	[RM_RYB_NOT_IN_HAND] = { N_("has no %s in the hand (§4)"), NULL, 0 },
	[RM_RYB_STACK_TWO] = { N_("stacked %s: a tile joins exactly two "
	    "identical tiles on the table (§3, triple stack)"), NULL, 0 },
	[RM_RYB_PAIR66_OFF] = { N_("laid out a pair of 6-6: this is not "
	    "played under these rules (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_PAIR66_LATE] = { N_("laid out a pair of 6-6: a dealt "
	    "pair is laid out on the player's first turn only (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_PAIR66_UNDEALT] = { N_("laid out a pair of 6-6, but "
	    "was not dealt two 6-6 (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_MUST_PLAY] = { N_("played no tile from the hand: "
	    "under hand_play must_play one is played every turn (§3, hand play)"), NULL, 0 },
	[RM_RYB_MUST_CATCH] = { N_("could pair %s, and "
	    "\"Může-li hráč spojit dvě kostky do páru, bere si tento pár\" "
	    "(rules as printed, item 6; hand_play must_catch, §4, hand pair)"), NULL, 0 },
	[RM_RYB_HAND_LAY] = { N_("laid %s from the hand on the "
	    "table: a hand tile is played only to pair with a table tile (§4)"), NULL, 0 },
	[RM_RYB_DRAW] = { N_("drew %s, but the next tile of the wall "
	    "is %s (§1, the wall)"), NULL, 0 },
	[RM_RYB_DRAWN_STACK_TWO] = { N_("drawn %s stacked: a tile joins exactly two identical "
	    "tiles on the table (§3, triple stack)"), NULL, 0 },
	[RM_RYB_DRAWN_STACK_OFF] = { N_("drawn %s stacked: stacking is not played under "
	    "these rules (§3, triple stack)"), NULL, 0 },
	[RM_RYB_COMPULSORY] = { N_("drawn %s could catch %s on the "
	    "table, but was laid on the table (§4, compulsory)"), NULL, 0 },
	[RM_RYB_AFTER_END] = { N_("the wall is used up: the game "
	    "ended before this turn (§1, end)"), NULL, 0 },
	[RM_RYB_ORDER] = { N_("played out of turn: it was player "
	    "%d's turn (§1, turn order)"), NULL, 0 },
	[RM_RYB_UNFINISHED] = { NP_("the wall still holds %d tile: the game ends "
	    "only when the wall is used up (§1, end)", "the wall still holds %d tiles: the "
	    "game ends only when the wall is used up (§1, end)"), 1 },

	/* Flota */
	[RM_FLOTA_FLEET_DUPLICATE] = {
	    N_("a second %s at %s (the first is at %s), a ship too many: a fleet is "
	    "four ships, one of each type"), NULL, 0 },
	[RM_FLOTA_FLEET_OFF_BOARD] = { N_("the %s at %s is off the board (%s)"), NULL, 0 },
	[RM_FLOTA_FLEET_SHARED] = {
	    N_("the %s and the %s both stand on %s: two ships of one player "
	    "never share a square"), NULL, 0 },
	[RM_FLOTA_FLEET_MISSING] = {
	    N_("no %s: a fleet is four ships, one of each type (P K T S)"), NULL, 0 },
	[RM_FLOTA_AFTER_END] = { N_("a turn after the end: %s"), NULL, 0 },
	[RM_FLOTA_OUT_OF_TURN] = { N_("player %d moved out of turn: it was player %d's turn"), NULL, 0 },
	[RM_FLOTA_SUNK_ACTS] = {
	    N_("the %s of player %d was sunk on %s at turn %d and cannot act"), NULL, 0 },
	[RM_FLOTA_SAME_SHIP] = {
	    N_("the %s acted in player %d's last turn too; under this ruleset another "
	    "ship must act"), NULL, 0 },
	[RM_FLOTA_FALSE_ANSWER] = {
	    N_("shot %s from %s: the answer was '%s', but %s: 'oparzony' names at least one "
	    "of them and no other ship (\"OPARZONY (np. TORPEDOWIEC)\"), e.g. '%s'"), NULL, 0 },
	[RM_FLOTA_FALSE_ANSWER_2] = {
	    N_("shot %s from %s: the answer was '%s', but this ruleset names no ships in "
	    "'oparzony': '%s'"), NULL, 0 },
	[RM_FLOTA_FALSE_ANSWER_3] = { N_("shot %s from %s: the answer was '%s', but %s: '%s'"), NULL, 0 },
	[RM_FLOTA_SHOT_OFF_BOARD] = { N_("shot %s from %s: %s is off the board (%s)"), NULL, 0 },
	[RM_FLOTA_SHOT_RANGE] = { N_("shot %s from %s: a ship never fires at its own square"), NULL, 0 },
	[RM_FLOTA_SHOT_RANGE_2] = {
	    N_("shot %s from %s: %d squares away; a ship fires only at the eight squares "
	    "around it"), NULL, 0 },
	[RM_FLOTA_SHOT_TOO_MANY] = {
	    N_("shot %s from %s: shot %d of the turn, but the %s has %d a turn"), NULL, 0 },
	[RM_FLOTA_SHOT_OWN] = {
	    N_("shot %s from %s: player %d's own %s stands on %s; nobody fires at a square "
	    "of his own ship"), NULL, 0 },
	[RM_FLOTA_SHOT_MINED] = {
	    N_("shot %s from %s: %s is mined already, and this ruleset forbids a shot at a "
	    "mined square"), NULL, 0 },
	[RM_FLOTA_SHOT_NO_TOKENS] = {
	    N_("shot %s from %s: player %d has no MINA token left (%d a player)"), NULL, 0 },
	[RM_FLOTA_MOVE_OFF_BOARD] = { N_("move %s to %s: %s is off the board (%s)"), NULL, 0 },
	[RM_FLOTA_MOVE_NONE] = { N_("move to %s: the %s stands on %s already"), NULL, 0 },
	[RM_FLOTA_MOVE_SPLIT] = {
	    N_("move %s to %s: a second move in one turn, and this ruleset allows one"), NULL, 0 },
	[RM_FLOTA_MOVE_MINED] = { N_("move %s to %s: %s is mined; no ship sails onto a MINA"), NULL, 0 },
	[RM_FLOTA_MOVE_OWN] = {
	    N_("move %s to %s: player %d's own %s stands on %s; two ships of one player "
	    "never share a square"), NULL, 0 },
	[RM_FLOTA_MOVE_BLOCKED] = { N_("move %s to %s: mines close every path from %s to %s"), NULL, 0 },
	[RM_FLOTA_MOVE_TOO_LONG] = {
	    NP_("move %s to %s: the shortest way between the mines is %d mile, the %s "
	    "has %d left (%d a turn)",
	    "move %s to %s: the shortest way between the mines "
	    "is %d miles, the %s has %d left (%d a turn)"), 3 },
	[RM_FLOTA_AFTER_END_2] = { N_("an action after the end: %s"), NULL, 0 },
	[RM_FLOTA_NO_ACTION] = {
	    N_("a turn with no shot and no move: the %s must shoot or sail at least once"), NULL, 0 },
	[RM_FLOTA_DRAW] = { N_("the game ended in a draw at turn %d"), NULL, 0 },
	[RM_FLOTA_WON] = { N_("the game ended at turn %d: player %d won"), NULL, 0 },
	[RM_FLOTA_AND] = { N_(" and "), NULL, 0 },
	[RM_FLOTA_SHIP_ON] = { N_("%sthe %s on %s"), NULL, 0 },
	[RM_FLOTA_WHY_HIT] = { N_("the %s stands on %s"), NULL, 0 },
	[RM_FLOTA_WHY_BURN] = { NP_("%s is within one square", "%s are within one square"), 2 },
	[RM_FLOTA_WHY_MISS] = { N_("no ship of player %d stands on %s or next to it"), NULL, 0 },

	/* Manewry Morskie */
	[RM_MM_T_OFF_MAP] = { N_("%s is off the map (A1-%c%d)"), NULL, 0 },
	[RM_MM_T_SEGMENT] = { N_("%s-%s is not a "
	    "king step or a straight run"), NULL, 0 },
	[RM_MM_T_TOO_FAR] = { NP_("%s moves "
	    "more than %d square (%s, §2)",
	    "%s moves more than %d squares "
	    "(%s, §2)"), 2 },
	[RM_MM_T_BLOCK_ISLAND] = { N_("%s is the neutral "
	    "island: no ship may enter it"), NULL, 0 },
	[RM_MM_T_BLOCK_LAND] = { N_("%s is land (the coast)"), NULL, 0 },
	[RM_MM_T_BLOCK_COAST] = { N_("%s-%s crosses the "
	    "coast line outside an entrance"), NULL, 0 },
	[RM_MM_T_BLOCK_COAST_2] = { N_("%s-%s cuts the "
	    "corner of the coast"), NULL, 0 },
	[RM_MM_T_BLOCK_PIECE] = { N_("%s is occupied: no "
	    "jumping, a ship stops only on an empty square"), NULL, 0 },
	[RM_MM_T_BLOCK_ZONE] = { N_("%s is within 1 "
	    "square of the enemy battery on %s: %s"), NULL, 0 },
	[RM_MM_T_DE_ATTACK] = { N_("the okręt desantowy "
	    "attacks nobody (§4, DE row)"), NULL, 0 },
	[RM_MM_T_CLEAR_NOT_TR] = { N_("only a trałowiec "
	    "clears mines (ZDEJMUJĘ MINĘ); this is a %s"), NULL, 0 },
	[RM_MM_T_TARGET_EMPTY] = { N_("%s is empty: "
	    "nothing to %s"), NULL, 0 },
	[RM_MM_T_TARGET_OWN] = { N_("%s holds player %d's "
	    "own unit"), NULL, 0 },
	[RM_MM_T_TARGET_NEUTRAL] = { N_("%s is in "
	    "neutral waters: a unit there cannot be attacked"), NULL, 0 },
	[RM_MM_T_NEUTRAL_ATTACK] = { N_("%s is in "
	    "neutral waters: a unit may shelter there (\"schronić się\", rules as printed, item 9), "
	    "not attack out of them (neutral_attack = false)"), NULL, 0 },
	[RM_MM_T_RANGE] = { N_("%s is %d squares from "
	    "%s, the range of a %s is %d"), NULL, 0 },
	[RM_MM_T_CLEAR_NOT_MINE] = { N_("%s holds no mine "
	    "(clear_on_ship = illegal)"), NULL, 0 },
	[RM_MM_T_MINE_NOT_TR] = { N_("only a trałowiec "
	    "lays mines; this is a %s"), NULL, 0 },
	[RM_MM_T_MINE_NONE_LEFT] = { N_("player %d has "
	    "no mine left to lay"), NULL, 0 },
	[RM_MM_T_MINE_SQUARE] = { N_("%s is not next to "
	    "the trałowiec"), NULL, 0 },
	[RM_MM_T_MINE_SQUARE_2] = { N_("%s: the mine, laid "
	    "before the move, would stand in the trałowiec's way"), NULL, 0 },
	[RM_MM_T_MINE_SQUARE_3] = { N_("%s is in neutral "
	    "waters: no mines there"), NULL, 0 },
	[RM_MM_T_MINE_SQUARE_4] = { N_("%s is land"), NULL, 0 },
	[RM_MM_T_MINE_SQUARE_5] = { N_("%s is occupied"), NULL, 0 },
	[RM_MM_T_NO_UNIT] = { N_("player %d has no unit on %s"), NULL, 0 },
	[RM_MM_T_NO_ACTION] = { N_("a turn must move, attack, clear "
	    "or lay a mine"), NULL, 0 },
	[RM_MM_T_MINE_ALONE] = { N_("laying a mine \"nie liczy się "
	    "za ruch\" (rules as printed, item 7): the turn must still move, attack or clear "
	    "(mine_alone = false)"), NULL, 0 },
	[RM_MM_T_STATIC] = { N_("the mine on %s never moves (§3) and "
	    "never attacks (§4, MI row)"), NULL, 0 },
	[RM_MM_T_BATTERY_MOVE] = { N_("the battery on %s stands for "
	    "the whole game"), NULL, 0 },
	[RM_MM_T_ATTACK_MOVED] = { N_("an attack after a move is "
	    "not allowed under this ruleset (attack_after_move = no)"), NULL, 0 },
	[RM_MM_T_OVER] = { N_("the game is over: no further turns"), NULL, 0 },
	[RM_MM_T_ORDER] = { N_("it is player %d's turn, not player %d's"), NULL, 0 },
	[RM_MM_SETUP_COUNT] = { N_("player %d: %d %s (%s) set up, "
	    "the rules give %s%d"), NULL, 0 },
	[RM_MM_SETUP_COUNT_2] = { NP_("player %d: %d ships set up, the "
	    "rules give %d",
	    "player %d: %d ships set up, the rules give %d"), 2 },
	[RM_MM_SETUP_OFF_MAP] = { N_("%s: the square is off "
	    "the map (A1-%c%d)"), NULL, 0 },
	[RM_MM_E_INTERNED] = {
	    N_("%s of player %d on %s interned: still in neutral waters after %d own turns"), NULL, 0 },
	[RM_MM_SETUP_TWICE] = { N_("%s: the square already holds a unit%s"), NULL, 0 },
	[RM_MM_SETUP_PLACE] = { N_("%s: a ship starts on a square "
	    "of its own port%s"), NULL, 0 },
	[RM_MM_SETUP_PLACE_2] = { N_("%s: a battery stands on a "
	    "battery square of its own coast (%s on the map)"), NULL, 0 },
	[RM_MM_SETUP_PLACE_3] = { N_("%s: mines are laid only during the "
	    "game (mines_start = off-board)%s"), NULL, 0 },
	[RM_MM_SETUP_PLACE_4] = { N_("%s: a mine may start only in its "
	    "own port%s"), NULL, 0 },
	[RM_MM_WHAT] = { N_("player %d: %s at %s"), NULL, 0 },
	[RM_MM_WIN1] = { N_("player 1 wins"), NULL, 0 },
	[RM_MM_WIN2] = { N_("player 2 wins"), NULL, 0 },
	[RM_MM_DRAW] = { N_("draw"), NULL, 0 },

	/* Morska Bitwa */
	[RM_BT_FLEET] = { N_("board %d: %s"), NULL, 0 },
	[RM_BT_WHY_REJECTED] = { N_(" (a rejected shot does not use up the turn, §3)"), NULL, 0 },
	[RM_BT_WHY_AGAIN] = { N_(" (after %s player %d shoots again, §1)"), NULL, 0 },
	[RM_BT_WHY_PASSES] = { N_(" (after %s the turn passes, §1)"), NULL, 0 },
	[RM_BT_OUT_OF_TURN] = {
	    N_("player %d shot out of turn: player %d's move was skipped%s"), NULL, 0 },
	[RM_BT_FALSE_SHOT_BEFORE] = { N_("player %d answered %s to %s, "
	    "but %s was shot before (line %d): %s"), NULL, 0 },
	[RM_BT_FALSE_WATER] = { N_("player %d answered %s to %s, "
	    "but %s is water: %s"), NULL, 0 },
	[RM_BT_FALSE_SHIP] = { N_("player %d answered %s to %s, "
	    "but %s %s %s: %s"), NULL, 0 },
	[RM_BT_OUTSIDE] = { N_("%s is not a square of the board "
	    "(%s): the shot does not count"), NULL, 0 },
	[RM_BT_REPEAT] = { N_("player %d shot %s again (first at "
	    "line %d): rejected, the turn is not used up (§3)"), NULL, 0 },
	[RM_BT_HALO] = { N_("player %d shot %s, next to the sunk "
	    "%s: rejected, the turn is not used up (§3)"), NULL, 0 },
	[RM_BT_AFTER_END] = { NP_("%zu shot after the end of the game (the last "
	    "ship sank at line %d)", "%zu shots after the end of the game (the last ship sank "
	    "at line %d)"), 1 },

	/* Baśka: the deals of a session */
	[RM_BS_BOK_BLOCK] = {
	    N_("deal %d: the bok-runda from deal %d stops after %d of its %d deals "
	    "(bok rows come in blocks of %d, §2.4)"), NULL, 0 },
	[RM_BS_MISSING] = { N_("deal 1 is missing: the "
	    "protocol starts at deal %d (§7.3)"), NULL, 0 },
	[RM_BS_MISSING_2] = { N_("deal %d is missing: "
	    "deal %d is followed by deal %d (§7.3)"), NULL, 0 },
	[RM_BS_DEALER] = { N_("deal %d is dealt by seat %d, not %d (seat %d deals first, then "
	    "clockwise, §2.2)"), NULL, 0 },
	[RM_BS_ROWS] = { NP_("%zu rows, but a session has %d deal (§7.3)",
	    "%zu rows, but a session has %d deals (§7.3)"), 2 },

	/* Baśka: a deal */
	[RM_BR_SCORE] = {
	    N_("the Score says %+d %+d %+d %+d, the rules give %+d %+d %+d %+d (§6.3)"), NULL, 0 },
	[RM_BR_AUCTION_OPEN] = { N_("the bidding has not ended: three passes after the last call, "
	    "or four without any call, close it (§4.2)"), NULL, 0 },
	[RM_BR_OUT_OF_TURN] = { N_("played %s out of turn: seat %d was to play "
	    "(§5.4)"), NULL, 0 },
	[RM_BR_CLAIM_HEAD] = { N_("claim of every trick by seat %d's side fails: %s"), NULL, 0 },
	[RM_BR_CLAIM] = {
	    N_("claim of every trick by seat %d's side fails: %s%s (§5.5)"), NULL, 0 },

	/* Baśka: a call */
	[RM_BA_ASK_OFF] = { N_("asking (pytam) is not allowed by this ruleset (§4.2)"), NULL, 0 },
	[RM_BA_ASK_FOREHAND] = { N_("only the forehand may ask (pytam), as his first call (§4.2)"), NULL, 0 },
	[RM_BA_KONTRA_MAX] = { N_("a %s kontra call: at most %d per contract (§4.3)"), NULL, 0 },
	[RM_BA_KONTRA_SOLOIST] = { N_("the soloist may not give the first kontra (§4.3)"), NULL, 0 },
	[RM_BA_KONTRA_CICHA] = { N_("the holder of Qc and Qs plays cicha alone and may not "
	    "give the first kontra (§4.3)"), NULL, 0 },
	[RM_BA_UNKNOWN] = { N_("unknown call"), NULL, 0 },
	[RM_BA_GRAN_OFF] = { N_("%s may not be called under this ruleset (§4.4)"), NULL, 0 },
	[RM_BA_NOT_HIGHER] = { N_("%s is not higher than %s (§3.4)"), NULL, 0 },
	[RM_BA_WESELE_QUEENS] = { N_("only a player holding Qc and Qs may call wesele (§3.2)"), NULL, 0 },
	[RM_BA_WESELE_FIRST] = { N_("wesele may only be a player's first call (§4.2)"), NULL, 0 },
	[RM_BA_BASKA_QUEENS] = { N_("only a player holding all four queens may call baśka (§3.2)"), NULL, 0 },
	[RM_BA_ENDED] = { N_("the bidding has ended: no more calls (§4.2)"), NULL, 0 },
	[RM_BA_NO_SEAT] = { N_("no seat %d"), NULL, 0 },
	[RM_BA_TURN] = { N_("it is seat %d's turn to speak, not seat %d's (§4.2)"), NULL, 0 },

	/* Baśka: a card */
	[RM_BP_NOT_IN_HAND] = { N_("%s is not in the hand"), NULL, 0 },
	[RM_BP_FELA] = { N_("must add %s to the led %s (%s)"), NULL, 0 },
	[RM_BP_SUIT] = { N_("must follow suit with a %s to the led %s (%s)"), NULL, 0 },
	[RM_BP_HEAD] = { N_("must head the trick with a %s higher than %s (%s)"), NULL, 0 },
	[RM_BP_OVERTRUMP] = { N_("must overtrump %s (%s)"), NULL, 0 },
	[RM_BP_GRAN_VOID] = { N_("void in %ss: must trump %s with a jack (%s)"), NULL, 0 },
	[RM_BP_TRUMP] = { N_("must trump %s (%s)"), NULL, 0 },
	[RM_BP_STILL] = { N_("cannot beat %s: must still play a %s (%s)"), NULL, 0 },
	[RM_BP_NOT_HERE] = { N_("%s may not be played here (%s)"), NULL, 0 },

	/* Generał: why a box is allowed */
	[RM_DX_GENERAL_OPEN] = { N_("generał: box generał is open, so it is no joker and earns "
	    "no bonus; any open box may be chosen (§1, §5)"), NULL, 0 },
	[RM_DX_NO_JOKER_UPPER_OPEN] = { N_("generał, but no joker: box %s is open, so any open box "
	    "for its ordinary points (§1, §2 #6-7)"), NULL, 0 },
	[RM_DX_FORCED_UPPER] = { N_("generał as a forced joker: box %s is open and must be "
	    "filled (§3, §4 joker_mode=forced)"), NULL, 0 },
	[RM_DX_JOKER_LOWER] = { N_("generał as a joker: boxes generał and %s already filled, "
	    "so it goes to an open lower box for full points; no upper box while a lower "
	    "one is open (§1, §2 #5, #8)"), NULL, 0 },
	[RM_DX_JOKER_UPPER_ZERO] = { N_("generał as a joker: every lower box filled, so it must "
	    "go to an open upper box for 0 points (§1)"), NULL, 0 },
	[RM_DX_JOKER_ANY] = { N_("generał as a joker: boxes generał and %s already filled; "
	    "a lower box for full points or an upper one for 0 (§4 "
	    "joker_mode=free_unforced)"), NULL, 0 },
	[RM_DX_JOKER_LAX] = { N_("generał as a joker: box generał filled, so any open "
	    "lower box for full points (§4 joker_mode=lax)"), NULL, 0 },
	[RM_DX_NO_JOKER] = { N_("generał without a joker: ordinary points (§4 "
	    "joker_mode=none)"), NULL, 0 },
	[RM_DX_BONUS_OFF] = { N_("no bonus for a further generał (§4 "
	    "extra_general_bonus=0)"), NULL, 0 },
	[RM_DX_BONUS] = { NP_("a bonus of %d point for a further generał: %s "
	    "(§1, §2 #10)",
	    "a bonus of %d points for a further generał: %s (§1, §2 #10)"), 1 },
	[RM_DX_BONUS_CROSSED] = { N_("no bonus: box generał crossed out (0) (§1, §2 #10)"), NULL, 0 },
	[RM_DX_BONUS_NOT_FIRST] = { N_("no bonus: the first generał did not go into box "
	    "generał (§1, §2 #10, extra_bonus_condition=first_in_box)"), NULL, 0 },
};

/*
 * The longer texts of the dice rows, 'referee help dice COMMAND' (the rows
 * are cmd_dice.c's): documentation, not command code, kept apart so that
 * the command file holds what the command does. Messages (N_), translated
 * where printed.
 */
#include "cmd_dice.h"
#include "../util/i18n.h"

const char dice_help_add[] =
    N_("Judges every record like 'dice check' under the event's stored ruleset (a\n"
    "Ruleset tag must agree with it) and adds the games only if none breaks a\n"
    "rule and none is already in the event: otherwise every violation is listed\n"
    "with FILE:LINE:COL and nothing is added (exit 1; 2 for a record that cannot\n"
    "be read). Players are registered when new. Each game is stored with its\n"
    "canonical record, every turn's final dice, box and points.\n");

const char dice_help_advise[] =
    N_("After throw N (default 1) of a turn, lists every distinct keep of the dice\n"
    "before the next throw (keeping all five is stopping), or after the last\n"
    "throw every category the rules allow, each with the expected final score\n"
    "under optimal play (referee-general(7) §7) and its cost against the best. --used,\n"
    "--general-scored and --first-general-elsewhere describe the card as for\n"
    "'dice score'; --upper gives the upper total when an upper category is given\n"
    "without points. When every used category has its points the column is the\n"
    "expected final score (bonuses for earlier generałs not counted), else the\n"
    "points still to come. The optimal table is computed on first use for a\n"
    "ruleset (a second or two) and cached in $XDG_CACHE_HOME/referee/ (else\n"
    "~/.cache/referee/), named by a hash of the ruleset's values; a damaged\n"
    "cache file is computed again.\n");

const char dice_help_analyse[] =
    N_("Scores each player of a record that 'dice check' accepts as a solitaire game\n"
    "against the optimal strategy (referee-general(7) §7). Equity is the expected final\n"
    "score under optimal play from a point of the game: the points on the card\n"
    "plus the expected rest. Each throw changes it by luck (equity after the\n"
    "throw minus before; 0 on average), each decision (a keep, stopping, the\n"
    "category) by skill (equity of the choice minus that of the best: 0 or\n"
    "less). Per player luck + skill = final score - expected score of optimal\n"
    "play, exactly. Text: totals, then every turn with its costly decisions.\n"
    "CSV: player,turn,line,category,points,luck,skill,equity_before,\n"
    "equity_after,best_category, then a 'total' row per player (points = score,\n"
    "equity_before = expected). HTML: a page with a chart per player (inline\n"
    "SVG). The solver's table is cached as for 'dice advise'. Exit 1 if the\n"
    "record breaks a rule.\n");

const char dice_help_card[] =
    N_("The card of every player as 'dice check' prints it, from the turns stored\n"
    "so far (a game entered turn by turn may be unfinished: '-' marks an open\n"
    "category). CSV: player,category,points, then bonus and total rows.\n");

const char dice_help_check[] =
    N_("Checks every throw (five dice 1-6, kept dice taken from the previous throw and\n"
    "found in the next, at most rolls_per_turn throws), the turn order of the\n"
    "Players tag, that the category is still open, the joker rule, the bonus for\n"
    "a further generał, written points, and 13 turns per player. Prints each\n"
    "player's card and the places (ties share a place); every violation with\n"
    "FILE:LINE:COL and the rule. --ruleset overrides the record's Ruleset tag.\n"
    "CSV: player,category,points; one row per filled category, then bonus (upper\n"
    "bonus plus generał bonuses) and total. Exit 1 on a violation, 2 on a record\n"
    "that cannot be read. --canonical prints each record in the canonical form\n"
    "instead (referee-notation(5)); the canonical form of a canonical record is the same.\n");

const char dice_help_games[] =
    N_("Columns: game, players (in playing order), turns played of 13 per player,\n"
    "finished, source (the record's file, or 'turns'), entered_by.\n");

const char dice_help_score[] =
    N_("Lists the categories that may legally take the throw with their points; a\n"
    "bonus for a further generał is a separate row 'bonus'. --used names the\n"
    "categories already filled, optionally with their points (general=50,\n"
    "sixes=24); 'general' without points means the box was scratched (0), and\n"
    "--general-scored means it holds 50. With general=50 the first generał is\n"
    "taken to have gone into the box; --first-general-elsewhere says it did not\n"
    "(referee-general(7) §2 #10). Categories: ones twos threes fours fives sixes\n"
    "three-kind four-kind full small-straight large-straight general chance, or\n"
    "jedynki dwójki trójki czwórki piątki szóstki trójka kareta full mały-strit\n"
    "duży-strit generał szansa. Text output explains the joker and the bonus.\n");

const char dice_help_standings[] =
    N_("Ranks the players by the sum of their card totals over the event's games\n"
    "(every turn entered so far); equal totals share a place, 1, 2, 2, 4\n"
    "(referee-general(7) §2 #12). CSV: rank,player,total,games, then one column gameN\n"
    "per game with the player's total there (empty if not playing). Text output\n"
    "names the ties and the games not finished. 'referee standings EVENT' prints\n"
    "the same for a dice event.\n");

const char dice_help_start[] =
    N_("Prints the game's number; its turns are then entered with 'dice turn'.\n");

const char dice_help_turn[] =
    N_("The turn is written as a turn line of a .gdr record without the name. It\n"
    "is judged with the turns before it: the player whose turn it is, the dice,\n"
    "kept dice, number of throws, an open category, the joker and the bonus. A\n"
    "turn that breaks a rule is refused with the reason (exit 1) and nothing is\n"
    "entered; else it prints the points, the player's running total and who\n"
    "throws next.\n"
    "With --undo the last turn entered in game NUMBER is withdrawn: it is kept\n"
    "in the game's history with who (--by), when and why (--why, required),\n"
    "like a deal correction, and the same player throws again.\n");

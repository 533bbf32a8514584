/*
 * The long help of the Baśka commands ('referee help baska COMMAND',
 * 'referee baska COMMAND --help'): documentation, not command code, so
 * kept apart from the rows (cmd_baska.c) that point at it. The texts are
 * messages (N_), translated where cli_help prints them.
 */
#include "cmd_baska.h"

const char baska_help_analyse[] = N_(
    "Reads full deal records (.bdn; FILE - reads standard input), judged as baska\n"
    "check judges them. For every deal with card play: the double-dummy table of\n"
    "the contracts each seat could declare, the played contract's value with best\n"
    "play from the first card, and the eyes each card lost against the best card\n"
    "(up to the first illegal card); a claim's value beside what it settled.\n"
    "CSV: file,deal,trick,seat,card,cost, then a row per deal with the total.\n"
    "--summary: one row per player, ranked by eyes lost per deal (CSV\n"
    "player,deals,cards,eyes_lost_per_deal,zero_cost_share,largest_loss).\n"
    "--event E or --season S: the stored full records of the league database\n"
    "instead of files, each under its event's ruleset.\n"
    "Best play is defined in referee-baska(7), \"Analysis\"; the analysis is\n"
    "information for players, never part of a ruling or a score.\n"
    "Exit 0, or 2 when a file or a record cannot be read.\n");

const char baska_help_auction[] = N_(
    "CALLs are the record words, in speaking order from the forehand (the seat after\n"
    "--dealer, default 4): pass (pas, porządek), ask (pytam), wesele, gran, zolo,\n"
    "gran-du, zolo-du, baska, kontra (rekontra, bok, hirsz). A rejected call is\n"
    "ignored and the turn passes on, as in a record. With --hands the holding rules of\n"
    "wesele, baśka and cicha are checked and zwykła/cicha is resolved.\n"
    "Exit 0 when every call stands, 1 when one was rejected, 2 on bad input.\n");

const char baska_help_check[] = N_(
    "FILE - reads standard input. Each record's Ruleset tag selects its ruleset\n"
    "unless --ruleset is given, which wins for every record. A parse error is\n"
    "reported as FILE:LINE:COL and ends the checking of that file; the records\n"
    "before it are reported and the other files are still checked.\n"
    "--canonical prints the records back in canonical form instead of judging them.\n"
    "A file of two or more records with the same Event, Session and Table tags,\n"
    "the first deal 1, is a session: no deal number may be missing, the dealers\n"
    "rotate clockwise from deal 1's, bok rows come in blocks of bok_block (§2.4,\n"
    "§7.3); --deals N is the session length, and the file must have N rows.\n"
    "Exit 0 when every deal is in order, 1 when one has a violation or a Score\n"
    "mismatch, 2 on a parse error or an unreadable file.\n");

const char baska_help_legal[] = N_(
    "--trick is the cards already in the trick, led card first; --hand the\n"
    "player's cards. Prints 'legal: CARDS' in --hand order; with --play first\n"
    "'legal' or 'illegal' and the reason. Exit 0 legal, 1 illegal, 2 bad input.\n"
    "--solve settles a disputed position: --hands are the cards still in the four\n"
    "hands, seat 1 first, --leader the seat that led the current trick, --trick\n"
    "its cards so far, the Starzy --declarer and, in zwykła and wesele, --partner.\n"
    "For every legal card of the seat on play it prints the eyes each side takes\n"
    "from there to the end, the current trick included, with best play after it\n"
    "(CSV card,starzy_eyes,mlodzi_eyes). Exit 0, 2 for an impossible position.\n");

const char baska_help_score[] = N_(
    "--eyes are the declaring side's eyes (0-104); --kontras the effective kontras\n"
    "(0-4); --partner the second Stary (zwykła) or the wedding partner (wesele).\n");

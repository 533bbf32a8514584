/*
 * The .bdn reader and canonical printer: the referee-notation(5) example, lenient
 * input, record boundaries, every error message with its line:col, and the
 * round-trip and idempotence properties over generated records.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/bdn.h"

#define C(s)	card_parse((s), strlen(s))

static int
read_one(const char *text, struct baska_deal *d, struct errbuf *err)
{
	struct bdn_reader	 r;
	struct baska_deal	 more;
	int			 rc;

	err_clear(err);
	bdn_reader_init(&r, text, strlen(text));
	if ((rc = bdn_read(&r, d, err)) != 1)
		return rc;
	return bdn_read(&r, &more, err) == 0 ? 1 : -2;	/* exactly one record */
}

static const char e7[] =
    "[Event \"Liga Baśki, GP 3\"]\n"
    "[Session \"1\"] [Table \"4\"] [Deal \"1\"]\n"
    "[Dealer \"4\"]\n"
    "[Hands \"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah\"]\n"
    "[Auction]\n"
    "kontra pass kontra pass pass pass\n"
    "[Play]\n"
    "Js Qd Qs Ah\n"
    "As Ad Jh 10s\n"
    "Ac Jd Qc 10c\n"
    "10d Jc Qh 10h\n";

START_TEST(notation_example)
{
	struct baska_deal	 d;
	struct errbuf		 err;

	ck_assert_int_eq(read_one(e7, &d, &err), 1);
	ck_assert_str_eq(d.event, "Liga Baśki, GP 3");
	ck_assert_int_eq(d.session, 1);
	ck_assert_int_eq(d.table, 4);
	ck_assert_int_eq(d.deal, 1);
	ck_assert_int_eq(d.dealer, 4);
	ck_assert_int_eq(d.has_hands, 1);
	ck_assert_int_eq(d.has_result, 0);
	ck_assert_int_eq(d.hands[0][0], C("Ad"));
	ck_assert_int_eq(d.hands[3][3], C("Ah"));
	ck_assert_int_eq(d.hands[2][1], C("10h"));
	ck_assert_int_eq(d.ncalls, 6);
	ck_assert_int_eq(d.calls[0], CALL_KONTRA);
	ck_assert_int_eq(d.calls[1], CALL_PASS);
	ck_assert_int_eq(d.call_src[2].line, 6);
	ck_assert_int_eq(d.call_src[2].col, 13);
	ck_assert_int_eq(d.ntricks, 4);
	ck_assert_int_eq(d.trick_n[3], 4);
	ck_assert_int_eq(d.trick[1][3], C("10s"));
	ck_assert_int_eq(d.card_src[1][3].line, 9);
	ck_assert_int_eq(d.card_src[1][3].col, 10);
	ck_assert_int_eq(d.src.line, 1);
	ck_assert_int_eq(d.src.col, 1);
	ck_assert_int_eq(d.hands_src.line, 4);
	ck_assert_int_eq(d.claim, 0);
	ck_assert_int_eq(d.has_score, 0);
}
END_TEST

/* Case, diacritics, aliases, T/D/W ranks, Unicode suits, commas, comments. */
START_TEST(lenient_input)
{
	static const char text[] =
	    "\xef\xbb\xbf# a protocol typed by hand\n"
	    "[EVENT \"Turniej\"]   # the event\n"
	    "[deal 7][DEALER \"2\"] [bok \"TAK\"]\n"
	    "[hands \"Ad, Wc, Tc, Js / A\xe2\x99\xa3 Dh Jh Qd / qs th 10\xe2\x99\xa0 jd / "
	    "10D As QC Ah\"]\n"
	    "[licytacja] Pas, porządek\n"
	    "PYTAM  Rekontra HIRSZ bok Zolo_DU gran-du Wesele baśka\n"
	    "[Rozgrywka]\n"
	    "Js,Qd,Qs,Ah   # trick one\n"
	    "\n"
	    "   As Ad\n";
	struct baska_deal	 d;
	struct errbuf		 err;

	ck_assert_msg(read_one(text, &d, &err) == 1, "%d:%d: %s", err.line, err.col, err.msg);
	ck_assert_str_eq(d.event, "Turniej");
	ck_assert_int_eq(d.deal, 7);
	ck_assert_int_eq(d.dealer, 2);
	ck_assert_int_eq(d.bok, 1);
	ck_assert_int_eq(d.hands[0][1], C("Jc"));
	ck_assert_int_eq(d.hands[0][2], C("10c"));
	ck_assert_int_eq(d.hands[1][0], C("Ac"));
	ck_assert_int_eq(d.hands[1][1], C("Qh"));
	ck_assert_int_eq(d.hands[2][1], C("10h"));
	ck_assert_int_eq(d.hands[2][2], C("10s"));
	ck_assert_int_eq(d.ncalls, 10);
	ck_assert_int_eq(d.calls[0], CALL_PASS);
	ck_assert_int_eq(d.calls[1], CALL_PASS);
	ck_assert_int_eq(d.calls[2], CALL_ASK);
	ck_assert_int_eq(d.calls[3], CALL_KONTRA);
	ck_assert_int_eq(d.calls[4], CALL_KONTRA);
	ck_assert_int_eq(d.calls[5], CALL_KONTRA);
	ck_assert_int_eq(d.calls[6], CALL_ZOLO_DU);
	ck_assert_int_eq(d.calls[7], CALL_GRAN_DU);
	ck_assert_int_eq(d.calls[8], CALL_WESELE);
	ck_assert_int_eq(d.calls[9], CALL_BASKA);
	ck_assert_int_eq(d.call_src[0].line, 5);
	ck_assert_int_eq(d.call_src[0].col, 13);
	ck_assert_int_eq(d.call_src[1].col, 18);	/* "porządek": columns count characters */
	ck_assert_int_eq(d.ntricks, 2);
	ck_assert_int_eq(d.trick_n[1], 2);
	ck_assert_int_eq(d.card_src[1][1].line, 10);
	ck_assert_int_eq(d.card_src[1][1].col, 7);
	ck_assert_int_eq(d.src.line, 2);
}
END_TEST

static int
count_cb(const struct baska_deal *d, void *arg)
{
	int	*n = arg;

	(*n)++;
	return d->deal == 99 ? 42 : 0;
}

/* Record boundaries, result-only records and inherited header tags. */
START_TEST(several_records)
{
	static const char text[] =
	    "[Event \"GP 3\"] [Date \"2026-03-14\"] [Session \"1\"] [Table \"4\"]\n"
	    "[Seats \"Labuda; Kreft ; Bigus;Formela\"]\n"
	    "[Deal \"1\"] [Dealer \"1\"] [Contract \"zwykła\"] [Declarer \"2\"] [Partner \"4\"]\n"
	    "[Kontras \"1\"] [Eyes \"70\"] [Score \"-2 +2 -2 +2\"]\n"
	    "[Deal \"2\"] [Dealer \"2\"] [Contract \"zolo\"] [Declarer \"3\"] [Eyes \"40\"]\n"
	    "[Deal \"3\"] [Dealer \"3\"]\n"
	    "[Hands \"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah\"]\n"
	    "[Auction]\npass pass pass pass\n[Play]\nJs Qd Qs Ah\n"
	    "[Claim \"4\"] [Score \"-1 -1 +1 +1\"]\n"
	    "[Event \"GP 4\"] [Deal \"1\"] [Dealer \"1\"] [Contract \"baska\"] [Declarer \"3\"]\n"
	    "[Ruleset \"psb\"] [Deal \"99\"] [Dealer \"2\"] [Contract \"gran\"] [Declarer \"1\"]\n"
	    "[Eyes \"0\"]\n";
	struct bdn_reader	 r;
	struct baska_deal	 d;
	struct errbuf		 err;
	int			 n = 0;

	bdn_reader_init(&r, text, strlen(text));
	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_int_eq(d.deal, 1);
	ck_assert_int_eq(d.has_result, 1);
	ck_assert_int_eq(d.result.contract, BC_ZWYKLA);
	ck_assert_int_eq(d.result.declarer, 2);
	ck_assert_int_eq(d.result.partner, 4);
	ck_assert_int_eq(d.result.kontras, 1);
	ck_assert_int_eq(d.result.eyes, 70);
	ck_assert_int_eq(d.score[0], -2);
	ck_assert_int_eq(d.score[3], 2);
	ck_assert_str_eq(d.seats[1], "Kreft");
	ck_assert_str_eq(d.seats[2], "Bigus");
	ck_assert_int_eq(d.result_src.line, 3);
	ck_assert_int_eq(d.result_src.col, 25);

	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_int_eq(d.deal, 2);
	ck_assert_int_eq(d.src.line, 5);
	ck_assert_str_eq(d.event, "GP 3");		/* inherited */
	ck_assert_str_eq(d.date, "2026-03-14");
	ck_assert_int_eq(d.table, 4);
	ck_assert_str_eq(d.seats[3], "Formela");
	ck_assert_int_eq(d.result.partner, 0);
	ck_assert_int_eq(d.has_score, 0);

	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_int_eq(d.deal, 3);
	ck_assert_int_eq(d.has_hands, 1);
	ck_assert_int_eq(d.ntricks, 1);
	ck_assert_int_eq(d.claim, 4);
	ck_assert_int_eq(d.claim_src.line, 12);
	ck_assert_int_eq(d.has_score, 1);

	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_str_eq(d.event, "GP 4");
	ck_assert_int_eq(d.session, 1);
	ck_assert_int_eq(d.result.contract, BC_BASKA);
	ck_assert_int_eq(d.result.eyes, 104);	/* an automatic Baśka */

	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_int_eq(d.deal, 99);
	ck_assert_str_eq(d.ruleset, "psb");
	ck_assert_int_eq(r.ruleset_src.line, 14);
	ck_assert_int_eq(r.ruleset_src.col, 1);
	ck_assert_int_eq(bdn_read(&r, &d, &err), 0);
	ck_assert_int_eq(bdn_read(&r, &d, &err), 0);

	ck_assert_int_eq(bdn_parse(text, strlen(text), count_cb, &n, &err), 42);
	ck_assert_int_eq(n, 5);
	ck_assert_int_eq(bdn_parse("", 0, count_cb, &n, &err), 0);
	ck_assert_int_eq(bdn_parse("# nothing\n\n", 11, NULL, NULL, &err), 0);
}
END_TEST

/* Every error: its line, column and message. */
static const struct {
	const char	*text;
	int		 line, col;
	const char	*msg;
} errors[] = {
#define FULL(hands)	"[Deal \"1\"] [Dealer \"4\"]\n[Hands \"" hands "\"]\n"
#define HANDS		"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah"
	{ FULL("Ad Jc 10c Kx / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah") "[Auction]\n", 2, 19,
	  "expected a card (A, 10, Q or J, then c, s, h or d), not 'Kx'" },
	{ FULL("Ad Jc 10c Js / Ac Qh Jh Ad / Qs 10h 10s Jd / 10d As Qc Ah") "[Auction]\n", 2, 33,
	  "card Ad appears twice in Hands" },
	{ FULL("Ad Jc 10c Js / Ac Qh Jh Qd Qs / 10h 10s Jd / 10d As Qc Ah") "[Auction]\n", 2, 22,
	  "a hand has 5 cards, expected 4 (seat 2)" },
	{ FULL("Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s / Jd 10d As Qc Ah") "[Auction]\n", 2, 36,
	  "a hand has 3 cards, expected 4 (seat 3)" },
	{ FULL("Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd") "[Auction]\n", 2, 51,
	  "expected four hands separated by '/', found 3" },
	{ FULL(HANDS " / Ah") "[Auction]\n", 2, 67,
	  "expected four hands separated by '/', not more" },
	{ "[Deal \"1\"]\n[Foo \"bar\"]\n", 2, 2, "unknown tag 'Foo'" },
	{ "[Deal \"1\"] [Dealer \"5\"]\n", 1, 21, "Dealer must be a seat from 1 to 4, not '5'" },
	{ "[Deal \"1\"] [Dealer \"4\"]\n[Event \"x\"]\n", 1, 1,
	  "a record needs either Hands or Contract (Hands for a full record, Contract for a result-only one)" },
	{ "[Event \"x\"]\n[Dealer \"4\"]\n", 1, 1, "a record needs a Deal tag, e.g. [Deal \"1\"]" },
	{ "[Deal \"1\"]\n[Contract \"zolo\"] [Declarer \"1\"] [Eyes \"1\"]\n", 1, 1,
	  "a record needs a Dealer tag (seat 1 to 4)" },
	{ FULL(HANDS) "[Contract \"zolo\"]\n[Auction]\n", 3, 1,
	  "a record has either Hands (a full record) or Contract (a result-only record), not both" },
	{ FULL(HANDS) "[Eyes \"70\"]\n[Auction]\n", 3, 1,
	  "Eyes belongs to a result-only record; a full record derives it from Hands and [Auction]" },
	{ FULL(HANDS), 2, 1, "a full record needs an [Auction] section after its tags" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Declarer \"1\"] [Eyes \"60\"]\n"
	  "[Auction]\npass\n", 2, 1,
	  "[Auction] needs Hands: a result-only record (Contract) has no sections" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Eyes \"60\"]\n", 1, 25,
	  "a result-only record needs Declarer (the seat that called zolo)" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zwykla\"] [Declarer \"1\"] [Eyes \"60\"]\n",
	  1, 25, "a zwykla record needs Partner (the second Stary)" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"wesele\"] [Declarer \"1\"] [Eyes \"60\"]\n",
	  1, 25, "a wesele record needs Partner (the wedding partner)" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"gran\"] [Declarer \"1\"] [Partner \"2\"]\n"
	  "[Eyes \"60\"]\n", 1, 58, "gran is a solo game: a record of it has no Partner" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zwykla\"] [Declarer \"1\"] [Partner \"1\"]\n"
	  "[Eyes \"60\"]\n", 1, 60, "Partner must be another seat than Declarer" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Declarer \"1\"]\n", 1, 25,
	  "a result-only record needs Eyes (the declaring side's eyes, 0 to 104)" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Declarer \"1\"] [Eyes \"105\"]\n",
	  1, 65, "Eyes must be the declaring side's eyes, from 0 to 104, not '105'" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Kontras \"5\"]\n", 1, 53,
	  "Kontras must be the effective kontras, from 0 to 4, not '5'" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"kop\"]\n", 1, 36,
	  "expected a contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska), "
	  "not 'kop'" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Contract \"zolo\"] [Declarer \"1\"] [Eyes \"60\"]\n"
	  "[Claim \"1\"]\n", 2, 1, "Claim needs the play: only a full record (Hands) has one" },
	{ FULL(HANDS) "[Auction]\npass pass skok\n", 4, 11,
	  "expected a call (pass, ask, wesele, gran, zolo, gran-du, zolo-du, baska or kontra), "
	  "not 'skok'" },
	{ FULL(HANDS) "[Auction]\npass\n[Play]\nJs Qd Qs Ah As\n", 6, 13,
	  "a trick has at most 4 cards; one trick a line" },
	{ FULL(HANDS) "[Auction]\npass\n[Play]\nJs Qd\nQs Ah\n", 7, 1,
	  "trick 1 has 2 cards: only the last trick may stop early" },
	{ FULL(HANDS) "[Auction]\npass\n[Play]\nJs Qd Qs Ah\nAs Ad Js 10s\n", 7, 7,
	  "card Js is played twice (first in trick 1)" },
	{ FULL(HANDS) "[Auction]\npass\n[Play]\nJs Qd Qs Ah\nAs Ad Jh 10s\nAc Jd Qc 10c\n"
	  "10d Jc Qh 10h\nAd\n", 10, 1, "a deal has only four tricks: one trick a line in [Play]" },
	{ FULL(HANDS) "[Play]\nJs\n", 3, 2, "expected [Auction] before [Play]" },
	{ "[Deal \"1\"] [Dealer \"4\"]\npass\n", 2, 1,
	  "expected a tag such as [Deal \"1\"], or calls or cards after [Auction] or [Play], "
	  "not 'pass'" },
	{ "[Event \"Liga\n", 1, 8, "expected the closing '\"' of the Event value on this line" },
	{ "[Deal \"1\" [Dealer \"4\"]\n", 1, 11, "expected ']' after the Deal value" },
	{ "[Deal \"\"]\n", 1, 8, "expected a value for Deal, not an empty one" },
	{ "[Deal]\n", 1, 6, "expected a value for Deal, e.g. [Deal \"1\"]" },
	{ "[Auction \"x\"]\n", 1, 10, "expected ']': [Auction] is a section and takes no value" },
	{ "[ \"1\"]\n", 1, 3, "expected a tag name after '[', e.g. [Deal \"1\"]" },
	{ "[Deal 1\n", 1, 6, "expected a quoted value and ']', e.g. [Deal \"1\"]" },
	{ "[Event \"a\"] [Event \"b\"]\n", 1, 14, "Event is given twice in one record" },
	{ "[Deal \"1\"] [Dealer \"4\"] [Dealer \"3\"]\n", 1, 26,
	  "Dealer is given twice in one record" },
	{ FULL(HANDS) "[Auction]\npass\n[Auction]\n", 5, 2, "[Auction] is given twice in one record" },
	{ "[Date \"14.03.2026\"]\n", 1, 8, "expected a date YYYY-MM-DD, not '14.03.2026'" },
	{ "[Date \"2026-13-01\"]\n", 1, 8, "expected a date YYYY-MM-DD, not '2026-13-01'" },
	{ "[Seats \"a; b; c\"]\n", 1, 9,
	  "Seats needs four player names separated by ';', seat 1 first; found 3" },
	{ "[Seats \"a; b; ; d\"]\n", 1, 14, "expected a player name in Seats, seat 3" },
	{ "[Seats \"a; b; c; d; e\"]\n", 1, 20, "Seats has more than four names (separated by ';')" },
	{ "[Deal \"1\"] [Bok \"maybe\"]\n", 1, 18, "Bok must be yes or no, not 'maybe'" },
	{ "[Deal \"0\"]\n", 1, 8, "Deal must be a deal number from 1, not '0'" },
	{ "[Session \"x\"]\n", 1, 11, "Session must be a number from 1, not 'x'" },
	{ "[Score \"-1 -1 +1\"]\n", 1, 9, "Score needs four points, seat 1 first; found 3" },
	{ "[Score \"-1 -1 +1 +1 0\"]\n", 1, 21, "Score has more than four points (seat 1 first)" },
	{ "[Score \"-1 -1 +1 1x\"]\n", 1, 18, "expected points such as -1 or +3, not '1x'" },
	{ "[Event \"a\x01\"]\n", 1, 10, "control character in the Event value" },
	{ FULL(HANDS) "[Auction]\n"
	  "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass\n"
	  "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass\n"
	  "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass\n"
	  "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass\n"
	  "ask\n", 8, 1, "more than 64 calls in [Auction]" },
#undef FULL
#undef HANDS
};

START_TEST(error_messages)
{
	struct baska_deal	 d;
	struct errbuf		 err;
	int			 i = _i;

	ck_assert_msg(read_one(errors[i].text, &d, &err) == -1, "case %d parsed", i);
	ck_assert_msg(err.line == errors[i].line && err.col == errors[i].col &&
	    strcmp(err.msg, errors[i].msg) == 0, "case %d: got %d:%d: %s", i, err.line, err.col,
	    err.msg);
}
END_TEST

/* After an error the reader stays stopped; records before it were read. */
START_TEST(error_stops_reader)
{
	static const char text[] =
	    "[Deal \"1\"] [Dealer \"1\"] [Contract \"zolo\"] [Declarer \"1\"] [Eyes \"60\"]\n"
	    "[Deal \"2\"] [Dealer \"9\"]\n"
	    "[Deal \"3\"] [Dealer \"3\"] [Contract \"zolo\"] [Declarer \"1\"] [Eyes \"60\"]\n";
	struct bdn_reader	 r;
	struct baska_deal	 d;
	struct errbuf		 err;

	bdn_reader_init(&r, text, strlen(text));
	ck_assert_int_eq(bdn_read(&r, &d, &err), 1);
	ck_assert_int_eq(bdn_read(&r, &d, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(bdn_read(&r, &d, &err), -1);
}
END_TEST

/* ------------------------------------------------------------ properties */

static uint32_t rng_state;

static uint32_t
rnd(uint32_t n)
{
	rng_state = rng_state * 1103515245u + 12345u;
	return ((rng_state >> 8) & 0xffffff) % n;
}

static void
gen_deal(struct baska_deal *d)
{
	static const char *const events[] = { "Liga Baśki, GP 3", "Turniej \"Kaszuby\"",
	    "a\\b # not a comment", "Mistrzostwa Europy – Szemud" };
	static const char *const names[] = { "Józef Labuda", "Kreft", "Anna Bigus",
	    "Żmuda-Trzebiatowski", "O\"Neill", "Formela" };
	int	 perm[16], i, j, k, t, n;

	memset(d, 0, sizeof(*d));
	if (rnd(2))
		strcpy(d->event, events[rnd(4)]);
	if (rnd(2))
		strcpy(d->date, "2026-03-14");
	d->session = (int)rnd(3);
	d->table = (int)rnd(12);
	if (rnd(4) == 0)
		strcpy(d->ruleset, rnd(2) ? "psb" : "ours.rules");
	if ((d->has_seats = (int)rnd(2)))
		for (i = 0; i < 4; i++)
			strcpy(d->seats[i], names[rnd(6)]);
	d->deal = 1 + (int)rnd(60);
	d->dealer = 1 + (int)rnd(4);
	d->bok = (int)rnd(2);
	if (rnd(2)) {
		enum baska_contract c = (enum baska_contract)(BC_ZWYKLA + rnd(BC__COUNT - 1));

		d->has_result = 1;
		d->result.contract = c;
		d->result.declarer = 1 + (int)rnd(4);
		if (!baska_contract_is_solo(c))
			d->result.partner = d->result.declarer % 4 + 1 + (int)rnd(3) % 3;
		if (d->result.partner > 4)
			d->result.partner -= 4;
		if (d->result.partner == d->result.declarer)
			d->result.partner = d->result.declarer % 4 + 1;
		d->result.kontras = (int)rnd(5);
		d->result.eyes = (int)rnd(105);
		d->result.bok = d->bok;
	} else {
		for (i = 0; i < 16; i++)
			perm[i] = i;
		for (i = 15; i > 0; i--) {
			j = (int)rnd((uint32_t)i + 1);
			k = perm[i];
			perm[i] = perm[j];
			perm[j] = k;
		}
		d->has_hands = 1;
		for (i = 0; i < 16; i++)
			d->hands[i / 4][i % 4] = perm[i];
		d->has_auction = 1;
		d->ncalls = (int)rnd(20);
		for (i = 0; i < d->ncalls; i++)
			d->calls[i] = (enum baska_call)rnd(CALL__COUNT);
		if ((d->has_play = (int)rnd(4) != 0)) {
			/* Cards from a fresh shuffle; the last trick may stop early. */
			for (i = 15; i > 0; i--) {
				j = (int)rnd((uint32_t)i + 1);
				k = perm[i];
				perm[i] = perm[j];
				perm[j] = k;
			}
			d->ntricks = (int)rnd(5);
			for (t = 0, n = 0; t < d->ntricks; t++) {
				d->trick_n[t] = t == d->ntricks - 1 ? 1 + (int)rnd(4) : 4;
				for (i = 0; i < d->trick_n[t]; i++)
					d->trick[t][i] = perm[n++];
			}
		}
		if (rnd(3) == 0)
			d->claim = 1 + (int)rnd(4);
	}
	if ((d->has_score = (int)rnd(2)))
		for (i = 0; i < 4; i++)
			d->score[i] = (int)rnd(41) - 20;
}

START_TEST(round_trip)
{
	struct baska_deal	 d, back, again;
	struct strbuf		 a = { 0 }, b = { 0 };
	struct errbuf		 err;
	int			 iter;

	rng_state = 20261202;
	for (iter = 0; iter < 20000; iter++) {
		gen_deal(&d);
		sb_reset(&a);
		bdn_print(&d, &a);
		ck_assert_msg(read_one(sb_str(&a), &back, &err) == 1, "%d:%d: %s\n%s", err.line,
		    err.col, err.msg, sb_str(&a));
		ck_assert_msg(bdn_equal(&d, &back), "round trip differs:\n%s", sb_str(&a));
		sb_reset(&b);
		bdn_print(&back, &b);
		ck_assert_str_eq(sb_str(&a), sb_str(&b));
		ck_assert_int_eq(read_one(sb_str(&b), &again, &err), 1);
		ck_assert(bdn_equal(&again, &back));
	}
	sb_free(&a);
	sb_free(&b);
}
END_TEST

/* A full deal as a table would play it: a legal auction and legal cards (engine). */
static void
gen_played(struct baska_deal *d)
{
	struct baska_auction		 a;
	struct baska_auction_result	 res;
	uint16_t			 hands[4] = { 0 }, legal;
	int				 perm[16], i, j, k, t, leader, seat, n, cards[16], nc;
	enum baska_family		 fam;

	memset(d, 0, sizeof(*d));
	d->deal = 1 + (int)rnd(40);
	d->dealer = 1 + (int)rnd(4);
	for (i = 0; i < 16; i++)
		perm[i] = i;
	for (i = 15; i > 0; i--) {
		j = (int)rnd((uint32_t)i + 1);
		k = perm[i];
		perm[i] = perm[j];
		perm[j] = k;
	}
	d->has_hands = 1;
	for (i = 0; i < 16; i++) {
		d->hands[i / 4][i % 4] = perm[i];
		hands[i / 4] |= CARD_BIT(perm[i]);
	}
	d->has_auction = 1;
	baska_auction_init(&a, &baska_psb, d->dealer % 4 + 1, hands);
	while (!a.over && d->ncalls < BASKA_MAX_CALLS) {
		/* Mostly passes, now and then a contract or a kontra; refused calls are retried. */
		enum baska_call c = rnd(3) ? CALL_PASS : (enum baska_call)rnd(CALL__COUNT);
		char why[160];

		if (baska_auction_call(&a, c, why, sizeof(why)) == 0)
			d->calls[d->ncalls++] = c;
	}
	baska_auction_result(&a, &res);
	fam = baska_contract_family(res.contract);
	if (res.contract == BC_BASKA)
		return;
	d->has_play = 1;
	leader = d->dealer % 4 + 1;
	n = 1 + (int)rnd(4);		/* tricks written before a claim, if any */
	for (t = 0; t < n; t++) {
		for (i = 0; i < 4; i++) {
			seat = (leader - 1 + i) % 4;
			legal = baska_legal(&baska_psb, fam, d->trick[t], i, hands[seat]);
			for (nc = 0, k = 0; k < 16; k++)
				if (legal & CARD_BIT(k))
					cards[nc++] = k;
			ck_assert_int_gt(nc, 0);
			d->trick[t][i] = cards[rnd((uint32_t)nc)];
			hands[seat] &= (uint16_t)~CARD_BIT(d->trick[t][i]);
		}
		d->trick_n[t] = 4;
		d->ntricks = t + 1;
		leader = (leader - 1 + baska_trick_winner(fam, d->trick[t], 4)) % 4 + 1;
	}
	if (n < 4)
		d->claim = leader;
}

START_TEST(round_trip_played)
{
	struct baska_deal	 d, back;
	struct strbuf		 a = { 0 }, b = { 0 };
	struct errbuf		 err;
	int			 iter;

	rng_state = 1409;
	for (iter = 0; iter < 20000; iter++) {
		gen_played(&d);
		sb_reset(&a);
		bdn_print(&d, &a);
		ck_assert_msg(read_one(sb_str(&a), &back, &err) == 1, "%d:%d: %s\n%s", err.line,
		    err.col, err.msg, sb_str(&a));
		ck_assert_msg(bdn_equal(&d, &back), "round trip differs:\n%s", sb_str(&a));
		sb_reset(&b);
		bdn_print(&back, &b);
		ck_assert_str_eq(sb_str(&a), sb_str(&b));
	}
	sb_free(&a);
	sb_free(&b);
}
END_TEST

/* The canonical form of lenient input, and of a whole file, is a fixed point. */
START_TEST(canonical_fixed_point)
{
	static const char text[] =
	    "[event \"GP\"] [Seats \"a;b;c;d\"] [deal 1] [dealer 4]\n"
	    "[hands \"ad,jc,tc,js / a\xe2\x99\xa3 dh wh qd / qs 10h 10s jd / 10d as qc ah\"]\n"
	    "[bok \"nie\"] [Score \"+1 -1 0 +0\"]\n"
	    "[auction] Kontra pas rekontra porzadek pas pas\n"
	    "[play]\nJs Qd Qs Ah\n"
	    "[Deal 2] [Dealer 1] [Contract \"Zwykła\"] [Declarer 1] [Partner 3] [Eyes 53]\n";
	static const char want[] =
	    "[Event \"GP\"]\n"
	    "[Seats \"a; b; c; d\"]\n"
	    "[Deal \"1\"]\n"
	    "[Dealer \"4\"]\n"
	    "[Hands \"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah\"]\n"
	    "[Score \"+1 -1 0 0\"]\n"
	    "[Auction]\n"
	    "kontra pass kontra pass pass pass\n"
	    "[Play]\n"
	    "Js Qd Qs Ah\n"
	    "\n"
	    "[Event \"GP\"]\n"
	    "[Seats \"a; b; c; d\"]\n"
	    "[Deal \"2\"]\n"
	    "[Dealer \"1\"]\n"
	    "[Contract \"zwykla\"]\n"
	    "[Declarer \"1\"]\n"
	    "[Partner \"3\"]\n"
	    "[Kontras \"0\"]\n"
	    "[Eyes \"53\"]\n";
	struct bdn_reader	 r;
	struct baska_deal	 d;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	int			 n = 0;

	bdn_reader_init(&r, text, strlen(text));
	while (bdn_read(&r, &d, &err) == 1) {
		if (n++)
			sb_addc(&a, '\n');
		bdn_print(&d, &a);
	}
	ck_assert_int_eq(n, 2);
	ck_assert_str_eq(sb_str(&a), want);
	bdn_reader_init(&r, a.s, a.len);
	n = 0;
	while (bdn_read(&r, &d, &err) == 1) {
		if (n++)
			sb_addc(&b, '\n');
		bdn_print(&d, &b);
	}
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	sb_free(&a);
	sb_free(&b);
}
END_TEST

/* No input crashes the reader: truncations and byte flips of a valid record. */
START_TEST(mangled_input)
{
	struct baska_deal	 d;
	struct errbuf		 err;
	char			 buf[sizeof(e7)];
	size_t			 len = strlen(e7), i;
	int			 rc;

	for (i = 0; i <= len; i++) {
		rc = bdn_parse(e7, i, NULL, NULL, &err);
		ck_assert(rc == 0 || rc == -1);
	}
	rng_state = 7;
	for (i = 0; i < 20000; i++) {
		memcpy(buf, e7, len);
		buf[rnd((uint32_t)len)] = (char)rnd(256);
		buf[rnd((uint32_t)len)] = "[]\"#\n /,"[rnd(8)];
		rc = bdn_parse(buf, len, NULL, NULL, &err);
		ck_assert(rc == 0 || rc == -1);
		if (rc < 0)
			ck_assert(err.line >= 1 && err.col >= 1);
	}
	(void)d;
}
END_TEST

Suite *
bdn_suite(void)
{
	Suite	*s = suite_create("bdn");
	TCase	*tc = tcase_create("bdn");

	tcase_add_test(tc, notation_example);
	tcase_add_test(tc, lenient_input);
	tcase_add_test(tc, several_records);
	tcase_add_loop_test(tc, error_messages, 0, (int)(sizeof(errors) / sizeof(errors[0])));
	tcase_add_test(tc, error_stops_reader);
	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, round_trip_played);
	tcase_add_test(tc, canonical_fixed_point);
	tcase_add_test(tc, mangled_input);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

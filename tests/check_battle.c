/* The match judge of Morska Bitwa (rules/fleet/battle.c), without the command line. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/util.h"
#include "../src/notation/fleetio.h"
#include "../src/rules/fleet/battle.h"

/* Reads a record under its own variant and judges it. */
static void
judge_file(const char *path, struct battle_record *rec, struct battle_result *res)
{
	const struct kv_preset	*p;
	struct battle_call	*calls;
	struct errbuf		 err;
	char			*buf;
	size_t			 len;

	err_clear(&err);
	ck_assert_msg(file_read(path, &buf, &len, &err) == 0, "%s: %s", path, err.msg);
	memset(rec, 0, sizeof(*rec));
	ck_assert_int_eq(fleetio_battle_parse(buf, len, rec, &err), 0);
	free(buf);
	p = kv_preset_find(&fleet_ruleset_game, rec->variant[0] ? rec->variant : "classic");
	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(fleetio_battle_answers(rec, p->obj, &err), 0);
	calls = fleetio_battle_calls(rec);
	ck_assert_uint_eq(battle_judge(p->obj, rec->board, rec->board_line, calls, rec->nshots,
	    res), res->rulings.n);
	free(calls);
}

START_TEST(clean_match_sinks_the_last_ship)
{
	struct battle_record	 rec;
	struct battle_result	 res;
	size_t			 i;

	judge_file("examples/fleet/classic.battle", &rec, &res);
	ck_assert_uint_eq(res.rulings.n, 0);
	ck_assert_int_eq(res.end, BE_SUNK);
	ck_assert_int_eq(res.winner, 1);
	ck_assert_int_eq(res.end_line, 120);
	ck_assert_int_eq(res.m->winner, 1);
	ck_assert_int_eq(res.m->sea[1].sunk, battle_ships_on_board(res.m, 2));
	for (i = 0; i < rec.nshots; i++) {
		ck_assert_int_eq(res.notes[i].fire, FLEET_FIRE_OK);
		ck_assert_int_eq((int)res.notes[i].truth, rec.shots[i].answer);
		ck_assert_uint_eq(res.notes[i].n, 0);
	}
	ck_assert_str_eq(res.words, "player 1 wins: line 120 zatopiony, the last of the 10 ships "
	    "of player 2");
	battle_result_free(&res);
	fleetio_battle_free(&rec);
}
END_TEST

START_TEST(false_answer_forfeits)
{
	struct battle_record	 rec;
	struct battle_result	 res;
	const struct ruling	*x;

	judge_file("examples/fleet/lie.battle", &rec, &res);
	ck_assert_uint_eq(res.rulings.n, 1);
	x = &res.rulings.r[0];
	ck_assert_int_eq(x->code, BT_FALSE_ANSWER);
	ck_assert(battle_forfeits(x->code));
	ck_assert_int_eq(x->player, 2);		/* the defender lied */
	ck_assert_int_eq(x->line, 30);
	ck_assert_int_eq(x->turn, 3);
	ck_assert_int_eq(x->nsq, 1);
	ck_assert_int_eq(x->sq[0], GAME_SQ(2, 5));	/* C6 */
	ck_assert_int_eq(res.notes[2].truth, FLEET_HIT);
	ck_assert_uint_eq(res.notes[2].first, 0);
	ck_assert_uint_eq(res.notes[2].n, 1);
	ck_assert_int_eq(res.end, BE_FORFEIT);
	ck_assert_int_eq(res.winner, 1);
	battle_result_free(&res);
	fleetio_battle_free(&rec);
}
END_TEST

START_TEST(turns_repeats_halo_after_end)
{
	struct battle_record	 rec;
	struct battle_result	 res;

	judge_file("tests/cli/data/fleet/skip.battle", &rec, &res);
	ck_assert_uint_eq(res.rulings.n, 2);
	ck_assert_uint_eq(verdict_count(&res.rulings, BT_OUT_OF_TURN), 2);
	ck_assert_int_eq(res.rulings.r[0].player, 1);
	ck_assert_int_eq(res.end, BE_FORFEIT);
	ck_assert_int_eq(res.winner, 2);
	battle_result_free(&res);
	fleetio_battle_free(&rec);

	judge_file("tests/cli/data/fleet/repeat-halo.battle", &rec, &res);
	ck_assert_uint_eq(res.rulings.n, 2);
	ck_assert_int_eq(res.rulings.r[0].code, BT_REPEAT);
	ck_assert_int_eq(res.rulings.r[1].code, BT_HALO);
	ck_assert(!battle_forfeits(BT_REPEAT) && !battle_forfeits(BT_HALO));
	ck_assert_int_eq(res.end, BE_UNFINISHED);
	ck_assert_int_eq(res.winner, 0);
	battle_result_free(&res);
	fleetio_battle_free(&rec);

	judge_file("tests/cli/data/fleet/after-end.battle", &rec, &res);
	ck_assert_uint_eq(res.rulings.n, 1);
	ck_assert_int_eq(res.rulings.r[0].code, BT_AFTER_END);
	ck_assert_int_eq(res.rulings.r[0].player, 0);
	ck_assert_int_eq(res.notes[rec.nshots - 1].after_end, 1);
	ck_assert_int_eq(res.end, BE_SUNK);
	battle_result_free(&res);
	fleetio_battle_free(&rec);

	judge_file("tests/cli/data/fleet/badfleet.battle", &rec, &res);
	ck_assert_uint_ge(res.rulings.n, 1);
	ck_assert_int_eq(res.rulings.r[0].code, BT_FLEET);
	ck_assert_int_eq(res.rulings.r[0].player, 1);
	ck_assert_int_eq(res.bad[0], 1);
	ck_assert_int_eq(res.bad[1], 0);
	ck_assert_int_eq(res.end, BE_FLEET);
	ck_assert_int_eq(res.winner, 2);
	battle_result_free(&res);
	fleetio_battle_free(&rec);
}
END_TEST

/*
 * Every shot of a clean match, answered falsely in turn: the judge names that
 * shot's defender, and the game goes to the shooter.
 */
START_TEST(every_false_answer_is_found)
{
	struct battle_record	 rec;
	struct battle_result	 res;
	const struct kv_preset	*p = kv_preset_find(&fleet_ruleset_game, "classic");
	struct battle_call	*calls;
	size_t			 k;

	judge_file("examples/fleet/classic.battle", &rec, &res);
	battle_result_free(&res);
	for (k = 0; k < rec.nshots; k++) {
		calls = fleetio_battle_calls(&rec);
		calls[k].answer = rec.shots[k].answer == FLEET_MISS ? FLEET_HIT : FLEET_MISS;
		battle_judge(p->obj, rec.board, rec.board_line, calls, rec.nshots, &res);
		ck_assert_uint_ge(res.rulings.n, 1);
		ck_assert_int_eq(res.rulings.r[0].code, BT_FALSE_ANSWER);
		ck_assert_int_eq(res.rulings.r[0].line, rec.shots[k].line);
		ck_assert_int_eq(res.rulings.r[0].player, 3 - rec.shots[k].player);
		ck_assert_int_eq(res.end, BE_FORFEIT);
		ck_assert_int_eq(res.winner, rec.shots[k].player);
		battle_result_free(&res);
		free(calls);
	}
	fleetio_battle_free(&rec);
}
END_TEST

Suite *
battle_suite(void)
{
	Suite	*s = suite_create("battle");
	TCase	*tc = tcase_create("judge");

	tcase_add_test(tc, clean_match_sinks_the_last_ship);
	tcase_add_test(tc, false_answer_forfeits);
	tcase_add_test(tc, turns_repeats_halo_after_end);
	tcase_add_test(tc, every_false_answer_is_found);
	suite_add_tcase(s, tc);
	return s;
}

/*
 * The season across venues: referee bundle (a venue writes an event as a
 * signed bundle), referee merge (the league office merges bundles),
 * referee conflicts (the deals on which they disagreed), referee resolve
 * (a referee settles one) and referee signers (who signed each deal).
 */
#include <getopt.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/bundledb.h"
#include "../report/bundle.h"
#include "../util/bundle_file.h"
#include "../util/i18n.h"
#include "../util/keys.h"

int
cmd_bundle(int argc, char **argv)
{
	struct cli_opts	 o = { .handle = cli_opt_arg };	/* the row's spec */
	struct db_bundle_made made;
	struct db_event	 ev;
	struct key_pair	 kp;
	struct bundle	 b;
	struct errbuf	 err;
	struct db	*db = NULL;
	const char	*out = NULL, *event;
	unsigned char	*buf;
	char		 now[32], path[4200];
	size_t		 len;
	int		 rc;

	o.ctx = &out;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (out == NULL || league_event_arg(&argc, &argv, 0, &event) == -1)
		return cli_usage_error();
	if ((rc = bundle_signing_key(&kp, path, sizeof(path), &err)) != 0)
		return rc == 1 ? cli_errx(EXIT_USAGE, "%s", err.msg) :
		    cli_err_at(err.line > 0 ? EXIT_USAGE : EXIT_SYS, path, &err);
	if ((rc = league_open(&db)) != 0 || (rc = league_event(db, event, &ev)) != 0)
		goto out;
	if (strcmp(ev.game, "baska") != 0) {
		rc = cli_errx(EXIT_USAGE, _("event '%s' is a %s event: only Baśka events travel"
		    " in bundles"), ev.name, ev.game);
		goto out;
	}
	err_clear(&err);
	if (db_bundle_make(db, ev.id, &made, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	league_now(now, sizeof(now));
	db_bundle_fill(&b, &ev, kp.name, kp.pk, now, &made);
	bundle_encode(&b, kp.sk, &buf, &len);
	if (bundle_save(out, buf, len, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else
		bundle_made_print(strcmp(out, "-") == 0 ? stderr : stdout, out, ev.name, &made,
		    kp.name, kp.pk);
	free(buf);
	db_bundle_made_free(&made);
out:
	sodium_memzero(&kp, sizeof(kp));
	db_close(db);
	return rc;
}

/* ------------------------------------------------------------ merge */

/* Reads, checks and merges one bundle file; returns its exit status (printed). */
static int
merge_one(struct db *db, const char *file, const struct key_list *keys, const char *kfile)
{
	struct bundle	 b;
	struct db_merge	 m;
	struct errbuf	 err;
	enum bundle_fault f;
	unsigned char	*buf;
	const char	*name;
	char		 digest[65], now[32];
	size_t		 len;
	int		 rc;

	f = bundle_file_load(file, db_schema_version(), keys, kfile, &buf, &len, &b, &name, &err);
	if (f != BUNDLE_OK) {
		rc = f == BUNDLE_UNKNOWN_SIGNER ? cli_errx(EXIT_RULE, "%s", err.msg) :
		    cli_err_at(f == BUNDLE_BAD_SIGNATURE ? EXIT_RULE : EXIT_USAGE, file, &err);
		goto out;
	}
	bundle_digest(buf, len, digest);
	league_now(now, sizeof(now));
	rc = db_bundle_merge(db, &b, digest, name, now, &m, &err);
	if (rc == 0) {
		bundle_merge_print(stdout, file, &b, name, &m);
		rc = m.nconflicts > 0 ? EXIT_RULE : EXIT_OK;
	}
	else if (rc == 1 || rc == 2)
		rc = cli_errx(rc == 1 ? EXIT_RULE : EXIT_USAGE, "%s: %s", file, err.msg);
	else
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	db_merge_free(&m);
out:
	bundle_free(&b);
	free(buf);
	return rc;
}

int
cmd_merge(int argc, char **argv)
{
	struct cli_opts	 o = { .handle = cli_opt_arg };
	struct key_list	 keys = { NULL, 0, 0, NULL };
	struct errbuf	 err;
	struct db	*db;
	const char	*file = NULL;
	char		 used[4200] = "";
	int		 i, rc, worst = EXIT_OK;

	o.ctx = &file;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind == argc)
		return cli_usage_error();
	if ((rc = bundle_league_keys(file, &keys, used, sizeof(used), &err)) != 0)
		rc = rc == 1 ? cli_errx(EXIT_USAGE, "%s", err.msg) :
		    cli_err_at(EXIT_USAGE, used, &err);
	if (rc != 0 || (rc = league_open(&db)) != 0) {
		key_list_free(&keys);
		return rc;
	}
	/* Each bundle all or nothing; the worst status of them all, a system error at once. */
	for (i = optind; i < argc && worst != EXIT_SYS; i++)
		if ((rc = merge_one(db, argv[i], &keys, used)) > worst)
			worst = rc;
	db_close(db);
	key_list_free(&keys);
	return worst;
}

/* ------------------------------------------------------------ conflicts */

int
cmd_conflicts(int argc, char **argv)
{
	const struct report_cols *c = &bundle_conflicts_cols;
	struct cli_opts	 o = { 0 };
	struct db	*db;
	int		 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	rc = league_report_print_words(db, "conflicts", NULL, 0, c->ncol, c->head, c->right,
	    c->words, o.format);
	db_close(db);
	return rc;
}

/* ------------------------------------------------------------ signers */

int
cmd_signers(int argc, char **argv)
{
	const struct report_cols *c = &bundle_signers_cols;
	struct cli_opts	 o = { 0 };
	struct db_param	 p = { DBP_NULL, 0, NULL };
	struct db_event	 ev;
	struct db	*db;
	const char	*event = NULL;
	int		 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc > 1)
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (argc == 1) {
		event = argv[0];
		if ((rc = league_event(db, event, &ev)) != 0) {
			db_close(db);
			return rc;
		}
		p.type = DBP_INT;
		p.i = ev.id;
	}
	rc = league_report_print(db, "signers", &p, 1, c->ncol, c->head, c->right, o.format);
	db_close(db);
	return rc;
}

/* ------------------------------------------------------------ resolve */

struct resolve_opts {
	int		 deal, version;
	enum db_take	 take;
	int		 set_take;
	const char	*why;
};

static int
resolve_opt(int ch, const char *arg, void *ctx)
{
	struct resolve_opts *r = ctx;

	switch (ch) {
	case 'n':
		return league_number(NT_("--deal"), arg, 1, 1000, &r->deal) == -1 ? EXIT_USAGE : 0;
	case 'w':
		return (r->why = cli_text(NT_("--why"), arg)) == NULL ? EXIT_USAGE : 0;
	case 'T':
		r->set_take = 1;
		if (strcmp(arg, "venue") == 0)
			r->take = DB_TAKE_VENUE;
		else if (strcmp(arg, "office") == 0)
			r->take = DB_TAKE_OFFICE;
		else if (league_number(NT_("--take"), arg, 1, 1000000, &r->version) == 0)
			r->take = DB_TAKE_VERSION;
		else
			return cli_errx(EXIT_USAGE, _("--take: 'venue', 'office' or a version"
			    " number expected"));
		return 0;
	default:
		return EXIT_USAGE;
	}
}

int
cmd_resolve(int argc, char **argv)
{
	struct resolve_opts r = { 0, 0, DB_TAKE_VENUE, 0, NULL };
	struct cli_opts	 o = { .handle = resolve_opt };	/* the row's spec */
	struct db_event	 ev;
	struct errbuf	 err;
	struct db	*db;
	const char	*event;
	int64_t		 table, entry;
	int		 rc, made;

	o.ctx = &r;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &event) == -1 || r.deal == 0 || !r.set_take ||
	    r.why == NULL || *r.why == '\0')
		return cli_usage_error();
	if ((rc = cli_open_table(&o, event, &db, &ev, &table)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_begin(db, &err)) == 0 &&
	    (rc = league_entry(db, o.by, r.why, "resolve", &entry, &err)) == 0 &&
	    (rc = db_conflict_resolve(db, table, r.deal, r.take, r.version, entry, &made,
	    &err)) == 0)
		rc = db_commit(db, &err);
	if (rc != 0) {
		db_rollback(db);
		rc = league_status(rc, &err);
	} else
		bundle_resolve_print(stdout, ev.name, o.session, o.table, r.deal, r.take,
		    r.version, made);
	db_close(db);
	return rc;
}

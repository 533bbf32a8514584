/*
 * referee key new, referee key show: the referee's signing key (an Ed25519
 * pair, src/util/keys.h), whose signatures of the chain heads `referee
 * verify --keys` checks against the league's keys file.
 */
#include <getopt.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../util/keys.h"

/* The default name of a new key: who enters the deals (--by's default). */
static const char *
key_default_name(void)
{
	const char	*s = league_user(NULL);

	return key_name_ok(s) ? s : "referee";
}


/* key new [--name NAME] [--force] (cli_drive: no operand). */
static int
new_key(struct cmd_ctx *x)
{
	char		 dir[4096], path[4200], b64[KEY_B64], fpr[KEY_FPR];
	const char	*name = cmd_arg(x, "name");
	struct key_pair	 kp;
	struct errbuf	 err;
	int		 force = cmd_count(x, "force") > 0, rc;

	if (name == NULL)
		name = key_default_name();
	if (!key_name_ok(name))
		return cli_errx(EXIT_USAGE, _("--name: 1 to %d bytes without spaces or control"
		    " characters"), KEY_NAME_MAX - 1);
	err_clear(&err);
	if (key_dir(dir, sizeof(dir), &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	rc = key_new(dir, name, force, &kp, path, sizeof(path), &err);
	if (rc == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (rc == 1)
		return cli_errx(EXIT_RULE, _("%s: a key exists already; --force replaces it (the"
		    " heads it signed stay signed by it)"), path);
	key_public_b64(kp.pk, b64);
	key_fingerprint(kp.pk, fpr);
	sodium_memzero(&kp, sizeof(kp));
	printf(_("secret key written to %s (fingerprint %s); the league's keys file needs"
	    " the line:\n"), path, fpr);
	printf(NT_("referee-key %s %s\n"), name, b64);
	return EXIT_OK;
}

static CMD_ENTRY(cmd_key_new, new_key)

/* key show (cli_drive: no operand). */
static int
key_show(struct cmd_ctx *x)
{
	char		 dir[4096], path[4200], b64[KEY_B64];
	struct key_pair	 kp;
	struct errbuf	 err;
	int		 rc;

	(void)x;
	err_clear(&err);
	if (key_dir(dir, sizeof(dir), &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if ((rc = key_load(dir, &kp, path, sizeof(path), &err)) == -1)
		return cli_err_at(err.line > 0 ? EXIT_USAGE : EXIT_SYS, path, &err);
	if (rc == 0)
		return cli_errx(EXIT_RULE, _("%s: no key (make one with 'referee key new')"), path);
	key_public_b64(kp.pk, b64);
	printf(NT_("referee-key %s %s\n"), kp.name, b64);
	sodium_memzero(&kp, sizeof(kp));
	return EXIT_OK;
}

static CMD_ENTRY(cmd_key_show, key_show)

static const struct cli_option key_new_opts[] = {
	{ { "name", required_argument, NULL, 'n' }, "NAME" },
	{ { "force", no_argument, NULL, 'f' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command key_commands[] = {
	{ "new", cmd_key_new, "",
	    N_("make the referee's signing key (Ed25519)"), NULL,
	    N_("The secret key goes to $REFEREE_KEY_DIR, else $XDG_CONFIG_HOME/referee,\n"
	    "else ~/.config/referee, file signing.key, mode 0600; it never enters the\n"
	    "database. From then on every write signs the heads it moves. NAME\n"
	    "defaults to $REFEREE_USER, else $USER. An existing key is kept unless\n"
	    "--force.\n"), CMD_ARGS(0), key_new_opts },
	{ "show", cmd_key_show, "",
	    N_("print the public key as a line of the league's keys file"), NULL,
	    N_("Prints 'referee-key NAME BASE64-PUBLIC-KEY'. A keys file is any number\n"
	    "of such lines and '#' comments; 'referee verify --keys FILE' requires every\n"
	    "head to be signed by one of its keys.\n"), CMD_ARGS(0), NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

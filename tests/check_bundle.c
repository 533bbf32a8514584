/*
 * The bundle file (src/util/bundle_file.c): written and read back, every
 * byte covered by the signature, every cut and every malformed header
 * refused as unreadable, a newer format or schema as newer.
 */
#include <check.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/bundle_file.h"

static unsigned char pk[KEY_PUBLIC], sk[KEY_SECRET];

/* A bundle of two tables and a changeset holding newlines and NUL bytes. */
static void
sample(unsigned char **buf, size_t *len)
{
	static const unsigned char cs[] = "T\0\nx\nchangeset 3\nsignature";
	static struct bundle_head heads[2] = {
		{ 1, 1, 3, "" }, { 1, 2, 1, "" } };
	struct bundle	 b;

	ck_assert_int_ge(sodium_init(), 0);
	crypto_sign_keypair(pk, sk);
	memset(heads[0].hash, 'a', 64);
	memset(heads[1].hash, '0', 64);
	memset(&b, 0, sizeof(b));
	b.schema = 150;
	strcpy(b.event, "GP Kartuzy");
	strcpy(b.date, "2026-03-14");
	strcpy(b.signer_name, "kartuzy");
	memcpy(b.signer, pk, sizeof(pk));
	strcpy(b.signed_at, "2026-03-14T20:00:00Z");
	b.heads = heads;
	b.nheads = 2;
	b.changeset = cs;
	b.nchangeset = sizeof(cs);
	bundle_encode(&b, sk, buf, len);
}

START_TEST(round_trip)
{
	struct bundle	 b;
	struct errbuf	 err;
	unsigned char	*buf;
	size_t		 len;

	sample(&buf, &len);
	ck_assert_int_eq(bundle_decode(buf, len, 150, &b, &err), BUNDLE_OK);
	ck_assert_str_eq(b.event, "GP Kartuzy");
	ck_assert_str_eq(b.date, "2026-03-14");
	ck_assert_str_eq(b.signer_name, "kartuzy");
	ck_assert_mem_eq(b.signer, pk, sizeof(pk));
	ck_assert_uint_eq(b.nheads, 2);
	ck_assert_int_eq(b.heads[1].table, 2);
	ck_assert_int_eq(b.heads[0].link, 3);
	ck_assert_uint_eq(b.nchangeset, 27);
	ck_assert_int_eq(b.changeset[1], 0);
	bundle_free(&b);
	free(buf);
}
END_TEST

/* Every single byte changed is found: as a bad signature or as unreadable. */
START_TEST(every_byte_covered)
{
	struct bundle	 b;
	struct errbuf	 err;
	unsigned char	*buf;
	size_t		 len, i;

	sample(&buf, &len);
	for (i = 0; i < len; i++) {
		buf[i] ^= 0x01;
		ck_assert_msg(bundle_decode(buf, len, 150, &b, &err) != BUNDLE_OK,
		    "byte %zu changed, still accepted", i);
		bundle_free(&b);
		buf[i] ^= 0x01;
	}
	free(buf);
}
END_TEST

/* Every cut short is unreadable, never a bundle with less in it. */
START_TEST(every_cut_unreadable)
{
	struct bundle	 b;
	struct errbuf	 err;
	unsigned char	*buf;
	size_t		 len, n;

	sample(&buf, &len);
	for (n = 0; n < len; n++) {
		ck_assert_msg(bundle_decode(buf, n, 150, &b, &err) == BUNDLE_UNREADABLE,
		    "cut at %zu not unreadable", n);
		bundle_free(&b);
	}
	free(buf);
}
END_TEST

START_TEST(newer_and_malformed)
{
	struct bundle	 b;
	struct errbuf	 err;
	unsigned char	*buf;
	size_t		 len;

	sample(&buf, &len);
	ck_assert_int_eq(bundle_decode(buf, len, 149, &b, &err), BUNDLE_NEWER);
	ck_assert_int_eq(err.line, 2);
	buf[15] = '2';		/* "referee-bundle 2" */
	ck_assert_int_eq(bundle_decode(buf, len, 150, &b, &err), BUNDLE_NEWER);
	ck_assert_int_eq(err.line, 1);
	buf[15] = '1';
	memcpy(buf, "referee-bundlx", 14);
	ck_assert_int_eq(bundle_decode(buf, len, 150, &b, &err), BUNDLE_UNREADABLE);
	ck_assert_int_eq(bundle_decode((const unsigned char *)"", 0, 150, &b, &err),
	    BUNDLE_UNREADABLE);
	bundle_free(&b);
	free(buf);
}
END_TEST

START_TEST(digest_of_bytes)
{
	char	 a[65], b[65];

	bundle_digest((const unsigned char *)"abc", 3, a);
	bundle_digest((const unsigned char *)"abd", 3, b);
	ck_assert_uint_eq(strlen(a), 64);
	ck_assert_str_ne(a, b);
	/* BLAKE2b-256("abc") */
	ck_assert_str_eq(a, "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319");
}
END_TEST

Suite *
bundle_suite(void)
{
	Suite	*s = suite_create("bundle");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, every_byte_covered);
	tcase_add_test(tc, every_cut_unreadable);
	tcase_add_test(tc, newer_and_malformed);
	tcase_add_test(tc, digest_of_bytes);
	suite_add_tcase(s, tc);
	return s;
}

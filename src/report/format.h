/* The output formats of the report layer (table_print): text, CSV, HTML. */
#ifndef REPORT_FORMAT_H
#define REPORT_FORMAT_H

enum out_format { FMT_TEXT, FMT_CSV, FMT_HTML };

/* The columns of a terminal, at which a report's prose lines break (text). */
#define REPORT_COLUMNS	80

#endif /* REPORT_FORMAT_H */

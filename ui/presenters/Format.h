#pragma once

#include "units/Duration.h"

#include <QString>

namespace gpui {

// Locale-aware display of the model's numbers. A value that is not finite is shown as "–", never as "nan".
QString percent(double fraction, int decimals = 1);
// A share with its band in points, "41.0 % ± 2.4"; without a band (0), the share alone.
QString percentBand(double fraction, double band, int decimals = 1);
QString number(double value, int decimals);
// A length of time in the unit its magnitude calls for (gp::timeUnitFor): "35.3 s", "8.96 min", "7.04 h", "54 days",
// up to three significant figures. Every value of one quantity is written in one unit: pick it once from the value
// that leads (the plan's interval) and write the others with durationIn().
QString duration(gp::Duration d);
QString durationHours(double hours); // "∞" for an unbounded optimum
QString durationIn(double hours, gp::DurationUnit unit);
// A checkpoint optimum (Young's, Daly's) in the unit the plan's interval reads in, so that the two compare at a
// glance wherever they are shown: "0.913 h" beside "1 h"; "∞" when unbounded.
QString optimumLike(double hours, gp::Duration interval);
// A length of time after a preposition that governs the dative ("in 30 days", German "in 30 Tagen"); in English and
// Japanese the same as duration().
QString durationDative(double hours);
QString timeUnitSuffix(gp::DurationUnit unit); // " s", " min", " h", " days", in the reader's language
// An amount in US dollars (the catalog's prices are), as the reader's locale writes money: "$11.06", "$340,986" in
// English and Japanese, "340.986 $" in German. Cents below $100 unless decimals says otherwise. Every amount shown
// is written by this function, the core's texts too (gpui::content()).
QString money(double usd, int decimals = -1);
// A large count as people write it: "70 B", "1.4 T", "8.03 B", "512 M" (German "70 Mrd.", "1,4 Bio."); Japanese
// counts in 万, 億 and 兆 ("700億", "1.4兆"); below a million in full ("7,000").
QString count(double value);
// A sentence as the reader's language ends it: a full stop added where s ends with none ("." or "。"), and
// sentences joined as the language joins them (a space in English and German, none after "。").
QString sentence(QString s);
QString sentences(const QStringList& list);
// Japanese text as it is set: no space after "。" or between a bracket and the Japanese beside it, and a word joiner
// between the letters of each katakana word, so that a line breaks around the word ("+2.1 / ポイント"), never inside
// it. Text without Japanese is returned as is.
QString wholeWords(const QString& s);
// A very large number in powers of ten: "4.2 × 10²²"; below a million in full. Never E-notation.
QString powerOfTen(double value);

} // namespace gpui

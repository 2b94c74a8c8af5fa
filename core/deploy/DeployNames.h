#pragma once

#include <string>

namespace gp {

// The name an export gives the job and everything it owns (docs/deploy.md, "Names"): the JobSet, the Kueue queues,
// the checkpoint bucket ("NAME-checkpoints") and GOODPUT_CHECKPOINT_DIR. Two plans must not share one, or one run
// resumes from, or deletes, the other's checkpoints.
inline constexpr std::size_t kDeployNameMax = 32;

// The title transliterated to a DNS-1035 label (lower-case ASCII letters, digits and single '-', from a letter;
// "Größe" is "groesse"; letters without a Latin spelling are left out), at most 25 characters, cut after a whole
// word where one ends in the second half (a hyphen inside a word, "pre-training", is no place to cut while the
// title has another), then '-' and six characters of a hash of the title and the scenario: stable from export to
// export of the same plan, different for two plans whose titles differ anywhere. "google" becomes "gcp" and no
// "goog" is left, which Cloud Storage refuses in a bucket's name.
std::string deployNameFor(const std::string& title, const std::string& scenario);

// Checks a name the user chose (--name, the Export dialog's field): a DNS-1035 label of at most kDeployNameMax
// characters without "goog". Throws gp::Error naming the field and the rule.
void checkDeployName(const std::string& name, const std::string& field);

} // namespace gp

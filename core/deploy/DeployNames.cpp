#include "deploy/DeployNames.h"

#include "io/Error.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

namespace gp {
namespace {

// The Latin letters outside ASCII that titles use, as ASCII (German as its own rule writes them: ä is ae).
struct Spelling {
    std::string_view letter; // UTF-8
    std::string_view ascii;
};
constexpr std::array<Spelling, 62> kSpellings{{
    {"ä", "ae"}, {"ö", "oe"}, {"ü", "ue"}, {"Ä", "ae"}, {"Ö", "oe"}, {"Ü", "ue"}, {"ß", "ss"}, {"ẞ", "ss"},
    {"à", "a"},  {"á", "a"},  {"â", "a"},  {"ã", "a"},  {"å", "a"},  {"ā", "a"},  {"À", "a"},  {"Á", "a"},
    {"Â", "a"},  {"Å", "a"},  {"æ", "ae"}, {"Æ", "ae"}, {"ç", "c"},  {"Ç", "c"},  {"č", "c"},  {"ć", "c"},
    {"è", "e"},  {"é", "e"},  {"ê", "e"},  {"ë", "e"},  {"ē", "e"},  {"ę", "e"},  {"É", "e"},  {"È", "e"},
    {"ì", "i"},  {"í", "i"},  {"î", "i"},  {"ï", "i"},  {"ı", "i"},  {"ñ", "n"},  {"ń", "n"},  {"Ñ", "n"},
    {"ò", "o"},  {"ó", "o"},  {"ô", "o"},  {"õ", "o"},  {"ø", "o"},  {"œ", "oe"}, {"Ó", "o"},  {"Ø", "o"},
    {"ù", "u"},  {"ú", "u"},  {"û", "u"},  {"ū", "u"},  {"Ú", "u"},  {"ý", "y"},  {"ÿ", "y"},  {"ł", "l"},
    {"Ł", "l"},  {"š", "s"},  {"ś", "s"},  {"Š", "s"},  {"ž", "z"},  {"ř", "r"},
}};

bool isLower(char c) { return c >= 'a' && c <= 'z'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The hyphen inside a word ("pre-training", "Llama-3") while a title is made a name: the name writes it '-', but
// a name cut short is not cut there.
constexpr char kInWordHyphen = '~';

bool isAsciiAlnum(char c) { return isLower(c) || isDigit(c) || (c >= 'A' && c <= 'Z'); }

bool startsLetter(std::string_view rest)
{
    if (!rest.empty() && isAsciiAlnum(rest.front()))
        return true;
    for (const Spelling& s : kSpellings)
        if (rest.substr(0, s.letter.size()) == s.letter)
            return true;
    return false;
}

// The title in lower-case ASCII letters and digits, every other run of characters one '-'; a single '-' between
// two letters or digits is kInWordHyphen.
std::string transliterated(std::string_view title)
{
    std::string out;
    auto separate = [&out] {
        if (!out.empty() && out.back() != '-')
            out += '-';
    };
    for (std::size_t i = 0; i < title.size();) {
        const char c = title[i];
        if (c == '-' && !out.empty() && out.back() != '-' && startsLetter(title.substr(i + 1))) {
            out += kInWordHyphen;
            ++i;
            continue;
        }
        if (isAsciiAlnum(c)) {
            out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            ++i;
            continue;
        }
        bool spelled = false;
        for (const Spelling& s : kSpellings)
            if (title.substr(i, s.letter.size()) == s.letter) {
                out += s.ascii;
                i += s.letter.size();
                spelled = true;
                break;
            }
        if (spelled)
            continue;
        separate();
        ++i;
        while (i < title.size() && (static_cast<unsigned char>(title[i]) & 0xC0) == 0x80)
            ++i; // the rest of a character without a Latin spelling
    }
    return out;
}

void replaceAll(std::string& s, std::string_view from, std::string_view to)
{
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// FNV-1a, 64 bits: stable across builds and machines, unlike std::hash.
std::uint64_t fnv1a(std::string_view s, std::uint64_t h = 14695981039346656037ULL)
{
    for (const char c : s) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

bool hasGoog(const std::string& s)
{
    for (const char* spelling : {"goog", "g00g", "g0og", "go0g"})
        if (s.find(spelling) != std::string::npos)
            return true;
    return false;
}

// Where a name longer than most is cut: after a whole word where one ends in the second half ("example-7b-model",
// not "example-7b-model-pre" of "pre-training"), else at a hyphen inside a word, else at most.
std::size_t cutAt(const std::string& slug, std::size_t most)
{
    if (slug[most] == '-')
        return most;
    for (const char boundary : {'-', kInWordHyphen})
        if (const std::size_t at = slug.rfind(boundary, most); at != std::string::npos && at >= most / 2)
            return at;
    return most;
}

} // namespace

std::string deployNameFor(const std::string& title, const std::string& scenario)
{
    std::string slug = transliterated(title);
    replaceAll(slug, "google", "gcp");
    for (const char* spelling : {"goog", "g00g", "g0og", "go0g"})
        replaceAll(slug, spelling, std::string(spelling).insert(2, "-"));
    while (!slug.empty() && slug.front() == '-')
        slug.erase(0, 1);
    if (slug.empty() || !isLower(slug.front()))
        slug = "training" + (slug.empty() ? std::string() : "-" + slug);
    if (constexpr std::size_t most = kDeployNameMax - 7; slug.size() > most)
        slug.resize(cutAt(slug, most));
    std::replace(slug.begin(), slug.end(), kInWordHyphen, '-');
    while (!slug.empty() && slug.back() == '-')
        slug.pop_back();
    std::uint64_t h = fnv1a(scenario, fnv1a("\x1f", fnv1a(title)));
    std::string suffix;
    for (int i = 0; i < 6; ++i, h /= 36)
        suffix += "0123456789abcdefghijklmnopqrstuvwxyz"[h % 36];
    return slug + "-" + suffix;
}

void checkDeployName(const std::string& name, const std::string& field)
{
    const std::string rule = "a name of 1 to " + std::to_string(kDeployNameMax) +
                             " lower-case letters, digits and '-', starting with a letter and ending with a letter "
                             "or digit";
    if (name.empty() || name.size() > kDeployNameMax || !isLower(name.front()) || name.back() == '-')
        throw Error(ErrorCode::InvalidName, field, rule);
    for (const char c : name)
        if (!isLower(c) && !isDigit(c) && c != '-')
            throw Error(ErrorCode::InvalidName, field, rule);
    if (hasGoog(name))
        throw Error(ErrorCode::InvalidName, field, "a name without \"goog\", which Cloud Storage refuses in a bucket's name");
}

} // namespace gp

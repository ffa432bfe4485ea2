#include "CRE2.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace {

RE2::Options setOptions(int64_t maxMemory) {
    RE2::Options options;
    options.set_encoding(RE2::Options::EncodingUTF8);
    options.set_case_sensitive(true);
    // RE2 logs to standard error by default: that would draw over the screen.
    options.set_log_errors(false);
    options.set_max_mem(maxMemory);
    return options;
}

void copyError(const std::string &message, char *error, size_t capacity) {
    if (error == nullptr || capacity == 0) return;
    size_t length = std::min(message.size(), capacity - 1);
    std::memcpy(error, message.data(), length);
    error[length] = '\0';
}

}  // namespace

struct tt_re2_set {
    RE2::Options options;
    RE2::Set set;
    // Kept for the one-by-one fallback when the set's automaton gives up.
    std::vector<std::string> patterns;

    explicit tt_re2_set(int64_t maxMemory) : options(setOptions(maxMemory)), set(options, RE2::UNANCHORED) {}
};

extern "C" {

tt_re2_set *tt_re2_set_new(int64_t max_memory) {
    try {
        return new tt_re2_set(max_memory);
    } catch (...) {
        return nullptr;
    }
}

int tt_re2_set_add(tt_re2_set *set, const char *pattern, size_t length, char *error, size_t error_capacity) {
    try {
        std::string reason;
        int index = set->set.Add(re2::StringPiece(pattern, length), &reason);
        if (index < 0) {
            copyError(reason, error, error_capacity);
            return -1;
        }
        set->patterns.emplace_back(pattern, length);
        return index;
    } catch (...) {
        copyError("out of memory", error, error_capacity);
        return -1;
    }
}

int tt_re2_set_compile(tt_re2_set *set) {
    try {
        return set->set.Compile() ? 1 : 0;
    } catch (...) {
        return 0;
    }
}

size_t tt_re2_set_match(const tt_re2_set *set, const char *text, size_t length, int *indices, size_t capacity) {
    re2::StringPiece piece(text, length);
    std::vector<int> matches;
    RE2::Set::ErrorInfo info;
    try {
        if (!set->set.Match(piece, &matches, &info) && info.kind == RE2::Set::kOutOfMemory) {
            matches.clear();
            for (size_t index = 0; index < set->patterns.size(); index++) {
                RE2 single(set->patterns[index], set->options);
                if (single.ok() && RE2::PartialMatch(piece, single)) matches.push_back(static_cast<int>(index));
            }
        }
    } catch (...) {
        return 0;
    }
    std::sort(matches.begin(), matches.end());
    size_t count = std::min(matches.size(), capacity);
    std::copy(matches.begin(), matches.begin() + count, indices);
    return count;
}

void tt_re2_set_free(tt_re2_set *set) { delete set; }

}

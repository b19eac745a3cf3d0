// Runs a fuzz target (LLVMFuzzerTestOneInput) without libFuzzer, for the test suite: every input
// of the corpus, then a fixed number of mutations of them (bytes flipped, inserted, deleted,
// repeated; chunks of other inputs spliced in), from a fixed seed so that a run can be repeated.
// A broken invariant aborts (fuzz_check.hpp); `--dump K` prints the K-th mutation to stdout to
// reproduce it. scripts/fuzz runs the same targets under libFuzzer, guided by coverage.
//   fuzz_<name> [--mutations N] [--seed S] [--dump K] CORPUS_FILE_OR_FOLDER...
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

using Input = std::string;

void run(const Input& input) {
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

void read_corpus(const std::filesystem::path& path, std::vector<Input>& corpus) {
  if (std::filesystem::is_directory(path)) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(path))
      if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());  // the same order everywhere: repeatable mutations
    for (const auto& file : files) read_corpus(file, corpus);
    return;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "fuzz: cannot read corpus %s\n", path.c_str());
    std::exit(2);
  }
  corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

Input mutate(const std::vector<Input>& corpus, std::mt19937_64& random) {
  const auto pick = [&random](std::size_t n) {
    return n == 0 ? 0 : static_cast<std::size_t>(random() % n);
  };
  Input input = corpus[pick(corpus.size())];
  static const char* const kTokens[] = {"{",
                                        "}",
                                        "[",
                                        "]",
                                        "\"",
                                        ",",
                                        ":",
                                        "null",
                                        "true",
                                        "-1",
                                        "0",
                                        "1e400",
                                        "9223372036854775808",
                                        "\\u0000",
                                        "=",
                                        "\n",
                                        "'",
                                        "inf",
                                        "nan",
                                        "[[",
                                        "]]"};
  const int edits = 1 + static_cast<int>(random() % 8);
  for (int e = 0; e < edits; ++e) {
    const std::size_t at = pick(input.size() + 1);
    switch (random() % 6) {
      case 0:  // flip a bit
        if (!input.empty()) input[pick(input.size())] ^= static_cast<char>(1 << (random() % 8));
        break;
      case 1:  // a random byte
        input.insert(at, 1, static_cast<char>(random() & 0xff));
        break;
      case 2:  // delete a run
        if (at < input.size())
          input.erase(at, 1 + pick(std::min<std::size_t>(16, input.size() - at)));
        break;
      case 3:  // a token of the formats
        input.insert(at, kTokens[pick(std::size(kTokens))]);
        break;
      case 4: {  // repeat a chunk of itself
        if (input.empty()) break;
        const std::size_t from = pick(input.size());
        const std::size_t length = 1 + pick(std::min<std::size_t>(64, input.size() - from));
        input.insert(at, input.substr(from, length));
        break;
      }
      default: {  // splice in a chunk of another input
        const Input& other = corpus[pick(corpus.size())];
        if (other.empty()) break;
        const std::size_t from = pick(other.size());
        input.insert(at,
                     other.substr(from, 1 + pick(std::min<std::size_t>(256, other.size() - from))));
      }
    }
  }
  if (input.size() > (1 << 16)) input.resize(1 << 16);
  return input;
}

}  // namespace

int main(int argc, char** argv) {
  long mutations = 10000;
  std::uint64_t seed = 1;
  long dump = -1;
  std::vector<Input> corpus;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--mutations" && i + 1 < argc) {
      mutations = std::atol(argv[++i]);
    } else if (arg == "--seed" && i + 1 < argc) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--dump" && i + 1 < argc) {
      dump = std::atol(argv[++i]);
    } else {
      read_corpus(arg, corpus);
    }
  }
  if (corpus.empty()) {
    std::fprintf(stderr, "fuzz: no corpus given\n");
    return 2;
  }
  if (dump < 0) {
    for (const Input& input : corpus) run(input);
  }
  std::mt19937_64 random(seed);
  for (long m = 0; m < mutations; ++m) {
    const Input input = mutate(corpus, random);
    if (m == dump) {
      std::fwrite(input.data(), 1, input.size(), stdout);
      return 0;
    }
    if (dump < 0) run(input);
  }
  std::printf("fuzz: %zu corpus inputs and %ld mutations (seed %llu): no invariant broken\n",
              corpus.size(), mutations, static_cast<unsigned long long>(seed));
  return 0;
}

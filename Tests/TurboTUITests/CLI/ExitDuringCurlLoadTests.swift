import Foundation
import Testing

/// A run that ends while libcurl is still being loaded on the preload thread
/// (here: refused at once, standard input and output not being a terminal) waits for that load before `exit` runs
/// the libraries' destructors. Before, exit and OpenSSL's init ran side by
/// side and about one such run in a hundred crashed (SIGSEGV in the heap).
/// The race is made certain with a preloaded library whose `dlopen` of
/// libcurl holds the loading thread 300 ms, then leaves a mark: the mark is
/// there only if the exit waited.
@Suite("Exit while libcurl loads")
struct ExitDuringCurlLoadTests {
    static let holder = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <fcntl.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>
        void *dlopen(const char *file, int mode) {
            static void *(*real)(const char *, int);
            if (!real) real = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
            void *handle = real(file, mode);
            if (file && strstr(file, "libcurl")) {
                usleep(300000);
                const char *mark = getenv("HOLD_MARK");
                if (mark) close(open(mark, O_WRONLY | O_CREAT | O_CLOEXEC, 0600));
            }
            return handle;
        }
        """

    @Test func aFastExitWaitsForTheLoadUnderWay() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curl-hold-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("hold.c")
        let library = directory.appendingPathComponent("hold.so")
        let mark = directory.appendingPathComponent("loaded")
        try Self.holder.write(to: source, atomically: true, encoding: .utf8)
        let compiled = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                             ["cc", "-shared", "-fPIC", "-o", library.path, source.path, "-ldl"])
        try #require(compiled.status == 0, "cc: \(compiled.standardError)")
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = library.path
        environment["HOLD_MARK"] = mark.path
        let result = try ProcessRunner.run(TestPaths.binary, ["http://127.0.0.1:9/"], environment: environment)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("must be a terminal"), "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: mark.path), "the exit did not wait for libcurl's load")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element: Equatable {
    /// Whether the two arrays hold equal elements in the same order, as `==` says, without copying the
    /// elements that are stored byte for byte alike.
    ///
    /// `==` on arrays copies every element it compares (a copy of an attribute retains its strings and its
    /// boxed parts, then releases them), and so does a comparison through the arrays' buffers. The loader and
    /// the diff compare a long history's declarations version against version, 300,000 attributes in the worst
    /// case, and most are written alike in both: their bytes are equal (the same short names inline, the same
    /// references), and two values with equal bytes are equal wherever every value equals itself, as the
    /// schema's declarations do (a default is never NaN). Only a pair whose bytes differ is compared with `==`,
    /// which decides; padding or an unused payload can only make equal values go that longer way.
    @inlinable package func hasElements(equalTo other: [Element]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                // Arrays that share storage (the sharing of declarations makes most of them so) are equal at once.
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress, mine != theirs else { return true }
                let size = MemoryLayout<Element>.size
                for index in 0..<count where memcmp(mine + index, theirs + index, size) != 0 {
                    guard mine[index] == theirs[index] else { return false }
                }
                return true
            }
        }
    }
}

import NavSimCombine
import Testing

/// NavSim's `@Published` and `ObservableObject`: the object's `objectWillChange` is sent
/// once before each change, then the new value, in the order of subscription, while the
/// property still holds the old value.
@Suite struct PublishedTests {
    final class Form: ObservableObject {
        @Published var title = "a"
        @Published var count = 0
    }

    let log = DeliveryLog()

    @Test func objectWillChangeIsSentOncePerSetBeforeTheValueWhichIsSentBeforeThePropertyChanges() {
        let form = Form()
        var cancellables: [AnyCancellable] = []
        for index in 0..<8 {
            form.objectWillChange.sink { [log] in log.append("will\(index) \(form.title) \(form.count)") }
                .store(in: &cancellables)
            form.$title.sink { [log] in log.append("title\(index) \($0) was \(form.title)") }.store(in: &cancellables)
        }
        log.append("set")
        form.title = "b"
        form.count = 1
        #expect(form.objectWillChange === form.objectWillChange)
        #expect(
            log.lines == (0..<8).map { "title\($0) a was a" } + ["set"] + (0..<8).map { "will\($0) a 0" }
                + (0..<8).map { "title\($0) b was a" } + (0..<8).map { "will\($0) b 0" })
    }

    @Test func fiftySubscribersToAPublishedValueAreSentItInTheOrderTheySubscribed() {
        let form = Form()
        for index in 0..<50 { form.$count.subscribe(LoggingSubscriber<Int, Never>("s\(index)", log: log)) }
        form.count = 1
        #expect(log.lines == [0, 1].flatMap { value in (0..<50).map { "s\($0) \(value)" } })
        #expect(form.count == 1)
    }

    @Test func aPublisherAssignedToAPublishedPropertySetsItAsLongAsThePropertyLives() {
        var form: Form? = Form()
        let titles = PassthroughSubject<String, Never>()
        var cancellables: [AnyCancellable] = []
        for index in 0..<6 {
            form?.objectWillChange.sink { [log] in log.append("will\(index)") }.store(in: &cancellables)
        }
        titles.assign(to: &form!.$title)
        titles.send("b")
        #expect(form?.title == "b")
        #expect(log.lines == (0..<6).map { "will\($0)" })
        weak let gone = form
        form = nil
        #expect(gone == nil)
        titles.send("c")
        #expect(log.lines == (0..<6).map { "will\($0)" })
    }
}

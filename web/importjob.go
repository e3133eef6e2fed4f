package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// How an import runs beside the request that posted its file. The request
// waits for it for importWait: a file checked and stored by then is
// answered as a form is (the new evening, or what is wrong with the file).
// A larger one is answered with a redirect to a page that follows the
// import (importProgress) and reloads itself until it is done. Either way
// the answer comes long before the server's write timeout (30 s, see
// cmd/schreiber/main.go), whose clock runs from the start of the upload.
const (
	importWait    = 8 * time.Second
	importTimeout = 10 * time.Minute // an import's whole run, checks and storing
	importKept    = 15 * time.Minute // how long a finished import's outcome is kept for its page
	importReload  = 2                // seconds between two looks of the progress page
)

// importJob is one import under way or done.
type importJob struct {
	id, group string
	device    string        // the device that sent the file
	done      chan struct{} // closed once the outcome is set

	mu   sync.Mutex
	step msg.Text // what the import is doing, for the progress page
	// The outcome: where to go, what is wrong with the file, or what went
	// wrong on the server.
	to      string
	refused msg.Text
	err     error
	ended   time.Time
	taken   bool // a handler took it on (see importGate); guarded by importJobs
}

// say tells the progress page what the import is doing.
func (j *importJob) say(t msg.Text) {
	j.mu.Lock()
	j.step = t
	j.mu.Unlock()
}

func (j *importJob) now() msg.Text {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.step
}

// importJobs are a server's imports, under way or done in the last
// importKept, by id. Its zero value is ready.
type importJobs struct {
	sync.Mutex
	m map[string]*importJob
	// slot lets one import run at a time: two large files at once take
	// twice as long each, and twice the memory.
	slot chan struct{}
}

// job returns the job with the id.
func (js *importJobs) job(id string) (*importJob, bool) {
	js.Lock()
	defer js.Unlock()
	j, ok := js.m[id]
	return j, ok
}

// The imports a server takes at once, running or waiting for the one that
// runs: in all, into one group, and from one device. Each holds its file
// (an evening's in memory, a group's on disk) until it runs, so that a
// burst of uploads would otherwise hold the server's memory and disk.
const (
	maxImports          = 4
	maxImportsPerGroup  = 1
	maxImportsPerDevice = 2
)

func newImportJobs() *importJobs {
	return &importJobs{m: map[string]*importJob{}, slot: make(chan struct{}, 1)}
}

// admit keeps a new import of group sent by device, or says why the server
// takes no more now.
func (js *importJobs) admit(group, device string) (*importJob, msg.Text) {
	js.Lock()
	defer js.Unlock()
	all, ofGroup, ofDevice := 0, 0, 0
	for id, j := range js.m {
		if !j.ended.IsZero() {
			if time.Since(j.ended) > importKept {
				delete(js.m, id)
			}
			continue
		}
		all++
		if j.group == group {
			ofGroup++
		}
		if j.device == device {
			ofDevice++
		}
	}
	switch {
	case ofGroup >= maxImportsPerGroup:
		return nil, msg.T("An import into this group is under way already. Wait until it is done, then import the next file.")
	case ofDevice >= maxImportsPerDevice:
		return nil, msg.T("This device has imports under way already. Wait until one is done, then import the next file.")
	case all >= maxImports:
		return nil, msg.T("The server is busy with other imports. Nothing was imported; try again in a few minutes.")
	}
	j := &importJob{id: db.NewID(), group: group, device: device, done: make(chan struct{}),
		step: msg.T("The import waits for another one to finish.")}
	js.m[j.id] = j
	return j, msg.Text{}
}

// end sets the import's outcome.
func (js *importJobs) end(j *importJob, to string, refused msg.Text, err error) {
	js.Lock()
	j.to, j.refused, j.err, j.ended = to, refused, err, time.Now()
	js.Unlock()
	close(j.done)
}

// importRoutes are the routes whose body is an import's file.
var importRoutes = map[string]bool{"/g/:group/import": true, "/g/:group/import-group": true}

// importFormMemory is how much of an import's form is kept in memory as it
// is read; the rest of its file goes to a temporary file (Go's multipart
// reader writes it to the system's temporary folder and removes it with
// the request). Without it, each upload held up to 32 MiB of memory.
const importFormMemory = 1 << 20

// importGate admits an import before anything of its file is read, so that
// a burst of uploads past the bounds is answered 429 at once and holds
// neither memory nor disk: it runs before the CSRF check and the member
// check, which read the form. An upload that those refuse ends its
// admission with its request, as does one the handler does not take on.
func (s *Server) importGate(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if c.Request().Method != http.MethodPost || !importRoutes[c.Path()] {
			return next(c)
		}
		j, why := s.imports.admit(c.Param("group"), s.deviceID(c))
		if j == nil {
			c.Response().Header().Set("Retry-After", "60")
			// The file is not read: the connection closes after the answer.
			c.Response().Header().Set(echo.HeaderConnection, "close")
			return render(c, http.StatusTooManyRequests, views.ErrorPage(s.ctx(c), http.StatusTooManyRequests, why))
		}
		defer s.imports.release(j)
		c.Set(admittedKey, j)
		if err := c.Request().ParseMultipartForm(importFormMemory); err != nil {
			var he *echo.HTTPError
			if errors.As(err, &he) {
				return he // too large: 413
			}
			// Not a form with a file: the handler says so.
		}
		return next(c)
	}
}

// admittedKey is where importGate leaves the admitted import.
const admittedKey = "import"

// admitted hands the import importGate admitted to its handler, which then
// ends it.
func (s *Server) admitted(c echo.Context) *importJob {
	j := c.Get(admittedKey).(*importJob)
	s.imports.Lock()
	j.taken = true
	s.imports.Unlock()
	return j
}

// release ends an admitted import that no handler took on.
func (js *importJobs) release(j *importJob) {
	js.Lock()
	taken := j.taken
	js.Unlock()
	if !taken {
		js.end(j, "", msg.Text{}, nil)
	}
}

// runImport runs the admitted import j beside the request, and answers as
// the comment on importWait says. run checks the file and stores it, and
// returns where to go, or why the file is refused; drop, if not nil,
// throws the kept file away once the import ended, whether it ran or not.
func (s *Server) runImport(c echo.Context, j *importJob, drop func(),
	run func(ctx context.Context, j *importJob) (string, msg.Text, error)) error {
	go func() {
		if drop != nil {
			defer drop()
		}
		// The import goes on when the scorer's phone stops waiting.
		ctx, cancel := context.WithTimeout(context.Background(), importTimeout)
		defer cancel()
		var to string
		var refused msg.Text
		var err error
		select {
		case s.imports.slot <- struct{}{}:
			func() {
				defer func() { <-s.imports.slot }()
				// A file is anything anyone uploads: whatever it makes
				// the engines do ends this import, not the server.
				defer func() {
					if p := recover(); p != nil {
						err = fmt.Errorf("import panicked: %v", p)
					}
				}()
				to, refused, err = run(ctx, j)
			}()
		case <-ctx.Done():
			refused = msg.T("The server was busy with other imports for too long. Nothing was imported; import the file again.")
		}
		if err != nil {
			s.log.Error("import failed", "group", j.group, "err", err)
		}
		s.imports.end(j, to, refused, err)
	}()
	// The answer may come later than the write timeout allows for a
	// large upload; this response alone gets the time it needs.
	_ = http.NewResponseController(c.Response()).SetWriteDeadline(time.Now().Add(2 * importWait))
	select {
	case <-j.done:
		return s.importAnswer(c, j)
	case <-time.After(importWait):
	case <-c.Request().Context().Done():
	}
	return redirect(c, "/g/"+j.group+"/imports/"+j.id)
}

// importProgress is the page that follows an import: while it runs, the
// group's page with what it is doing, reloading itself; then the answer
// runImport would have given.
func (s *Server) importProgress(c echo.Context) error {
	j, ok := s.imports.job(c.Param("import"))
	if !ok || j.group != c.Param("group") {
		return db.ErrNotFound
	}
	select {
	case <-j.done:
		return s.importAnswer(c, j)
	default:
	}
	c.Response().Header().Set("Refresh", strconv.Itoa(importReload))
	s.flash(c, msg.Join(msg.T("Importing:"), j.now(),
		msg.T("Nothing shows in the group until all of it is stored. This page follows the import.")))
	return s.renderGroup(c, http.StatusAccepted, views.FormState{})
}

// importAnswer answers with a finished import's outcome.
func (s *Server) importAnswer(c echo.Context, j *importJob) error {
	s.imports.Lock()
	to, refused, err := j.to, j.refused, j.err
	s.imports.Unlock()
	switch {
	case err != nil:
		return err
	case !refused.IsZero():
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Error: refused})
	}
	return redirect(c, to)
}
